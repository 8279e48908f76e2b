import { describe, expect } from 'vitest';
import { it } from './fixtures';
import type { SessionData } from '@/server/auth/session';
import { callerWith, expectLoggedOutOn401, expectTrpcError, inputMessages } from './harness';

const pendingIds = async (admin: SessionData) =>
  (await callerWith(admin).caller.institutions.getPendingInstitutions())?.map((i) => i.id);
const confirmed = async (admin: SessionData) =>
  (await callerWith(admin).caller.institutions.getConfirmedInstitutions()) ?? [];

describe('institutions.getInstitutionFilterData', () => {
  it('counts the confirmed institutions of every segment, for teachers and admins alike', async ({
    teacher,
    admin,
  }) => {
    const expected = [
      { segment: 'Grundskole', count: 3 },
      { segment: 'Gymnasium', count: 2 },
      { segment: 'Erhvervsskole', count: 2 },
      { segment: 'Videregående', count: 1 },
    ];
    expect((await callerWith(teacher).caller.institutions.getInstitutionFilterData())?.segments).toEqual(
      expect.arrayContaining(expected),
    );
    expect((await callerWith(admin).caller.institutions.getInstitutionFilterData())?.segments).toHaveLength(
      4,
    );
  });

  describe('Authorization', () => {
    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.institutions.getInstitutionFilterData(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/institutions/GetInstitutionFilterData', (c) =>
        c.institutions.getInstitutionFilterData(),
      );
    });
  });
});

describe('institutions.getConfirmedInstitutions', () => {
  it('lists the eight confirmed institutions in Danish name order', async ({ newTeacher }) => {
    const list = (await callerWith(newTeacher).caller.institutions.getConfirmedInstitutions()) ?? [];
    expect(list).toHaveLength(8);
    expect(list.every((i) => i.status === 'confirmed' && i.approvedAt !== null)).toBe(true);
    const names = list.map((i) => i.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'da')));
    expect(list.find((i) => i.id === 'inst-1002')).toMatchObject({
      name: 'Aarhus Katedralskole',
      segment: 'Gymnasium',
      zip: '8000',
    });
  });

  describe('Authorization', () => {
    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.institutions.getConfirmedInstitutions(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/institutions/GetConfirmedInstitutions', (c) =>
        c.institutions.getConfirmedInstitutions(),
      );
    });
  });
});

describe('institutions.getPendingInstitutions', () => {
  it('lists the pending requests with who asked for them', async ({ admin }) => {
    const pending = await callerWith(admin).caller.institutions.getPendingInstitutions();
    expect(pending?.map((i) => i.id).sort()).toEqual(['inst-1009', 'inst-1010']);
    expect(pending?.find((i) => i.id === 'inst-1009')).toMatchObject({
      status: 'pending',
      approvedAt: null,
      requestedBy: { email: 'rasmus.aagaard@example.dk' },
      userCount: 1,
    });
  });

  describe('Authorization', () => {
    it('refuses a teacher with FORBIDDEN', async ({ teacher }) => {
      await expectTrpcError(callerWith(teacher).caller.institutions.getPendingInstitutions(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.institutions.getPendingInstitutions(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ admin }) => {
      await expectLoggedOutOn401(admin, '/institutions/GetPendingInstitutions', (c) =>
        c.institutions.getPendingInstitutions(),
      );
    });
  });
});

describe('institutions.getInstitutionOverview', () => {
  it('gives the admin the totals per status and segment', async ({ admin }) => {
    const overview = await callerWith(admin).caller.institutions.getInstitutionOverview();
    expect(overview?.totals).toMatchObject({ institutions: 10, confirmed: 8, pending: 2 });
    expect(overview?.totals.usersWithoutInstitution).toBeGreaterThanOrEqual(2);
    expect(overview?.segments.map((s) => s.segment)).toEqual(
      expect.arrayContaining(['Grundskole', 'Gymnasium', 'Erhvervsskole', 'Videregående']),
    );
    expect(overview?.institutions).toHaveLength(10);
  });

  describe('Authorization', () => {
    it('refuses a teacher with FORBIDDEN', async ({ teacher }) => {
      await expectTrpcError(callerWith(teacher).caller.institutions.getInstitutionOverview(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.institutions.getInstitutionOverview(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ admin }) => {
      await expectLoggedOutOn401(admin, '/institutions/GetInstitutionOverview', (c) =>
        c.institutions.getInstitutionOverview(),
      );
    });
  });
});

describe('institutions.createInstitution', () => {
  const school = {
    name: 'Kolding Friskole',
    segment: 'Grundskole',
    address: 'Skolevej 3',
    zip: '6000',
    city: 'Kolding',
  };

  it('files a pending request that the admin sees, and links the asking teacher to it', async ({
    newTeacher,
    admin,
  }) => {
    const created = await callerWith(newTeacher).caller.institutions.createInstitution(school);
    expect(created).toMatchObject({
      ...school,
      status: 'pending',
      approvedAt: null,
      requestedBy: { email: 'ny@example.dk' },
      userCount: 1,
    });
    expect(await pendingIds(admin)).toContain(created?.id);
    expect((await callerWith(newTeacher).caller.user.getUser())?.institutionId).toBe(created?.id);
  });

  it('sends only the fields that were given', async ({ newTeacher }) => {
    const created = await callerWith(newTeacher).caller.institutions.createInstitution({
      name: 'Thisted Gymnasium',
      segment: 'Gymnasium',
    });
    expect(created).toMatchObject({ name: 'Thisted Gymnasium', segment: 'Gymnasium', status: 'pending' });
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(callerWith(admin).caller.institutions.createInstitution(school), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.institutions.createInstitution(school), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it("refuses an empty name with 'Institutionens navn er påkrævet' and an empty segment with 'Skoletype er påkrævet'", async ({
      newTeacher,
    }) => {
      const error = await expectTrpcError(
        callerWith(newTeacher).caller.institutions.createInstitution({ ...school, name: '', segment: '' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Institutionens navn er påkrævet', 'Skoletype er påkrævet']);
    });

    it("refuses a postcode that is not four digits with 'Postnummer skal være fire cifre'", async ({
      newTeacher,
    }) => {
      const error = await expectTrpcError(
        callerWith(newTeacher).caller.institutions.createInstitution({ ...school, zip: '60000' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Postnummer skal være fire cifre']);
    });

    it('resolves null for a name already in use, whatever its Danish spelling', async ({ newTeacher }) => {
      const { caller, session } = callerWith(newTeacher);
      expect(
        await caller.institutions.createInstitution({ name: 'Århus Katedralskole', segment: 'Gymnasium' }),
      ).toBeNull();
      expect(session.current).not.toBeNull();
    });

    it('ends the session and resolves null when the API answers 401', async ({ newTeacher }) => {
      await expectLoggedOutOn401(newTeacher, '/institutions/CreateInstitution', (c) =>
        c.institutions.createInstitution(school),
      );
    });
  });
});

describe('institutions.approveInstitution', () => {
  it('moves a request from the pending list to the confirmed list', async ({ admin }) => {
    const approved = await callerWith(admin).caller.institutions.approveInstitution({ id: 'inst-1009' });
    expect(approved).toMatchObject({ id: 'inst-1009', name: 'Svendborg Efterskole', status: 'confirmed' });
    expect(approved?.approvedAt).not.toBeNull();
    expect(await pendingIds(admin)).toEqual(['inst-1010']);
    expect((await confirmed(admin)).map((i) => i.id)).toContain('inst-1009');
  });

  describe('Authorization', () => {
    it('refuses a teacher with FORBIDDEN', async ({ teacher }) => {
      await expectTrpcError(
        callerWith(teacher).caller.institutions.approveInstitution({ id: 'inst-1009' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.institutions.approveInstitution({ id: 'inst-1009' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null for an institution that is already confirmed', async ({ admin }) => {
      expect(await callerWith(admin).caller.institutions.approveInstitution({ id: 'inst-1001' })).toBeNull();
    });

    it("refuses an empty id with 'Institution er påkrævet'", async ({ admin }) => {
      const error = await expectTrpcError(
        callerWith(admin).caller.institutions.approveInstitution({ id: '' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Institution er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ admin }) => {
      await expectLoggedOutOn401(admin, '/institutions/ApproveInstituion', (c) =>
        c.institutions.approveInstitution({ id: 'inst-1009' }),
      );
    });
  });
});

describe('institutions.renameInstitution', () => {
  it('renames a confirmed institution everywhere it is listed', async ({ admin }) => {
    const renamed = await callerWith(admin).caller.institutions.renameInstitution({
      id: 'inst-1001',
      name: 'Nørrebro Parkskole',
    });
    expect(renamed).toMatchObject({ id: 'inst-1001', name: 'Nørrebro Parkskole', status: 'confirmed' });
    expect((await confirmed(admin)).find((i) => i.id === 'inst-1001')?.name).toBe('Nørrebro Parkskole');
  });

  describe('Authorization', () => {
    it('refuses a teacher with FORBIDDEN', async ({ teacher }) => {
      await expectTrpcError(
        callerWith(teacher).caller.institutions.renameInstitution({ id: 'inst-1001', name: 'X-skolen' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.institutions.renameInstitution({ id: 'inst-1001', name: 'X-skolen' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null for a pending institution', async ({ admin }) => {
      expect(
        await callerWith(admin).caller.institutions.renameInstitution({
          id: 'inst-1009',
          name: 'Svendborg Ny Efterskole',
        }),
      ).toBeNull();
    });

    it("refuses an empty name with 'Navn er påkrævet'", async ({ admin }) => {
      const error = await expectTrpcError(
        callerWith(admin).caller.institutions.renameInstitution({ id: 'inst-1001', name: ' ' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Navn er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ admin }) => {
      await expectLoggedOutOn401(admin, '/institutions/RenameInstitution', (c) =>
        c.institutions.renameInstitution({ id: 'inst-1001', name: 'Nørrebro Parkskole' }),
      );
    });
  });
});

describe('institutions.deleteInstitution', () => {
  it('rejects a pending request by deleting it, unlinking the teacher who asked', async ({ admin }) => {
    const deleted = await callerWith(admin).caller.institutions.deleteInstitution({ id: 'inst-1009' });
    expect(deleted).toMatchObject({ id: 'inst-1009', name: 'Svendborg Efterskole', deleted: true });
    expect(deleted?.unlinkedUserIds).toHaveLength(1);
    expect(await pendingIds(admin)).toEqual(['inst-1010']);
    const rasmus = await callerWith(admin).caller.user.getUser({ email: 'rasmus.aagaard@example.dk' });
    expect(rasmus?.institutionId).toBeNull();
  });

  it('deletes a confirmed institution and unlinks its teachers', async ({ teacher, admin }) => {
    const deleted = await callerWith(admin).caller.institutions.deleteInstitution({ id: 'inst-1002' });
    expect(deleted?.unlinkedUserIds).toContain('user-2001');
    expect((await confirmed(admin)).map((i) => i.id)).not.toContain('inst-1002');
    expect((await callerWith(teacher).caller.user.getUser())?.institution).toBeNull();
  });

  describe('Authorization', () => {
    it('refuses a teacher with FORBIDDEN', async ({ teacher }) => {
      await expectTrpcError(
        callerWith(teacher).caller.institutions.deleteInstitution({ id: 'inst-1009' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.institutions.deleteInstitution({ id: 'inst-1009' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null for an unknown institution', async ({ admin }) => {
      expect(await callerWith(admin).caller.institutions.deleteInstitution({ id: 'inst-9999' })).toBeNull();
    });

    it('ends the session and resolves null when the API answers 401', async ({ admin }) => {
      await expectLoggedOutOn401(admin, '/institutions/DeleteInstituion', (c) =>
        c.institutions.deleteInstitution({ id: 'inst-1009' }),
      );
    });
  });
});
