import { describe, expect, it } from 'vitest';
import type { InstitutionView, UserView } from '../../prisma-free-mock/src/product/views';
import { ADMIN, NEW_TEACHER, standInForFile, TEACHER } from './product-client';

const { api } = standInForFile();

type PendingView = InstitutionView & { requestedBy: { email: string } | null; userCount: number };
interface Overview {
  totals: {
    institutions: number;
    confirmed: number;
    pending: number;
    users: number;
    usersWithoutInstitution: number;
  };
  segments: { segment: string; confirmed: number; pending: number; users: number }[];
  institutions: { id: string; status: string; userCount: number }[];
}

const confirmedIds = async () =>
  (await api.get<InstitutionView[]>('/institutions/GetConfirmedInstitutions', TEACHER)).body.map((i) => i.id);
const pendingIds = async () =>
  (await api.get<PendingView[]>('/institutions/GetPendingInstitutions', ADMIN)).body.map((i) => i.id);

describe('reading the register', () => {
  it('lists the confirmed institutions by Danish name order, for any signed-in person', async () => {
    const { status, body } = await api.get<InstitutionView[]>(
      '/institutions/GetConfirmedInstitutions',
      NEW_TEACHER,
    );
    expect(status).toBe(200);
    expect(body).toHaveLength(8);
    expect(body.every((i) => i.status === 'confirmed')).toBe(true);
    // Danish collation: 'Aa' sorts as 'Å', after 'Ø'.
    expect(body.map((i) => i.name).slice(-3)).toEqual([
      'Vejle Friskole',
      'Aalborg Handelsskole',
      'Aarhus Katedralskole',
    ]);
    expect(body.find((i) => i.id === 'inst-1004')).toEqual({
      id: 'inst-1004',
      name: 'Aalborg Handelsskole',
      segment: 'Erhvervsskole',
      address: 'Turøgade 1',
      zip: '9000',
      city: 'Aalborg',
      status: 'confirmed',
      createdAt: expect.any(String) as string,
      approvedAt: expect.any(String) as string,
    });
  });

  it('gives the segments with the number of confirmed institutions in each', async () => {
    const { body } = await api.get('/institutions/GetInstitutionFilterData', TEACHER);
    expect(body).toEqual({
      segments: [
        { segment: 'Grundskole', count: 3 },
        { segment: 'Gymnasium', count: 2 },
        { segment: 'Erhvervsskole', count: 2 },
        { segment: 'Videregående', count: 1 },
      ],
    });
  });

  it('shows the admin the pending requests with who asked', async () => {
    const { body } = await api.get<PendingView[]>('/institutions/GetPendingInstitutions', ADMIN);
    expect(body.map((i) => [i.id, i.requestedBy?.email, i.userCount])).toEqual([
      ['inst-1010', 'louise.thygesen@example.dk', 1],
      ['inst-1009', 'rasmus.aagaard@example.dk', 1],
    ]);
  });

  it('gives the admin counts per status and segment and users per institution', async () => {
    const { body } = await api.get<Overview>('/institutions/GetInstitutionOverview', ADMIN);
    expect(body.totals).toEqual({
      institutions: 10,
      confirmed: 8,
      pending: 2,
      users: 12,
      usersWithoutInstitution: 2,
    });
    expect(body.segments.find((s) => s.segment === 'Gymnasium')).toEqual({
      segment: 'Gymnasium',
      confirmed: 2,
      pending: 1,
      users: 3,
    });
    expect(body.institutions.find((i) => i.id === 'inst-1002')).toMatchObject({
      status: 'confirmed',
      userCount: 1,
    });
  });
});

describe('a new institution: create → pending → approve → rename → delete', () => {
  it('walks a request through every state, visible in the lists at each step', async () => {
    const created = await api.post<PendingView>('/institutions/CreateInstitution', NEW_TEACHER, {
      name: 'Skørping Skole',
      segment: 'Grundskole',
      address: 'Himmerlandsgade 1',
      zip: '9520',
      city: 'Skørping',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      status: 'pending',
      approvedAt: null,
      requestedBy: { email: NEW_TEACHER },
      userCount: 1,
    });
    const id = created.body.id;
    expect(await pendingIds()).toContain(id);
    expect(await confirmedIds()).not.toContain(id);
    // The creator is linked to the pending institution at once.
    expect((await api.get<UserView>('/user/GetUser', NEW_TEACHER)).body.institution).toMatchObject({
      id,
      status: 'pending',
    });

    const renamePending = await api.post('/institutions/RenameInstitution', ADMIN, {
      id,
      name: 'Skørping Centralskole',
    });
    expect(renamePending).toMatchObject({ status: 409, error: { reason: 'institution-pending' } });

    const approved = await api.post<InstitutionView>('/institutions/ApproveInstituion', ADMIN, { id });
    expect(approved.body).toMatchObject({ id, status: 'confirmed' });
    expect(approved.body.approvedAt).toBeTruthy();
    expect(await pendingIds()).not.toContain(id);
    expect(await confirmedIds()).toContain(id);
    expect(await api.post('/institutions/ApproveInstituion', ADMIN, { id })).toMatchObject({
      status: 409,
      error: { reason: 'institution-confirmed' },
    });

    const renamed = await api.post<InstitutionView>('/institutions/RenameInstitution', ADMIN, {
      id,
      name: 'Skørping Centralskole',
    });
    expect(renamed.body.name).toBe('Skørping Centralskole');
    expect((await api.get<UserView>('/user/GetUser', NEW_TEACHER)).body.institution?.name).toBe(
      'Skørping Centralskole',
    );

    const deleted = await api.del('/institutions/DeleteInstituion', ADMIN, {
      id,
      name: 'Skørping Centralskole',
    });
    expect(deleted.body).toEqual({
      id,
      name: 'Skørping Centralskole',
      deleted: true,
      unlinkedUserIds: ['user-2003'],
    });
    expect(await confirmedIds()).not.toContain(id);
    expect((await api.get<UserView>('/user/GetUser', NEW_TEACHER)).body).toMatchObject({
      institutionId: null,
      institution: null,
      institutionAffirmedAt: null,
    });
  });

  it('does not link an admin who creates an institution', async () => {
    await api.post('/institutions/CreateInstitution', ADMIN, { name: 'Admins Skole', segment: 'Gymnasium' });
    expect((await api.get<UserView>('/user/GetUser', ADMIN)).body.institutionId).toBeNull();
  });

  it('refuses a name that exists already, whatever the case or spelling', async () => {
    const answer = await api.post('/institutions/CreateInstitution', NEW_TEACHER, {
      name: 'århus katedralskole',
      segment: 'Gymnasium',
    });
    expect(answer).toMatchObject({ status: 409, error: { reason: 'institution-exists' } });
    const rename = await api.post('/institutions/RenameInstitution', ADMIN, {
      id: 'inst-1001',
      name: 'Vejle Friskole',
    });
    expect(rename.status).toBe(409);
  });

  it('refuses an unknown segment and a bad postcode with one readable sentence', async () => {
    const answer = await api.post('/institutions/CreateInstitution', NEW_TEACHER, {
      name: 'X Skole',
      segment: 'Børnehave',
      zip: '12',
    });
    expect(answer.status).toBe(400);
    expect(answer.error.message).toBe(
      'The request is not valid: segment must be one of Grundskole, Gymnasium, Erhvervsskole, Videregående; zip must be a Danish postcode of four digits.',
    );
  });

  it('deletes a pending request (the admin rejecting it) and unlinks its teacher', async () => {
    const answer = await api.del('/institutions/DeleteInstituion', ADMIN, { id: 'inst-1009' });
    expect(answer.status).toBe(200);
    expect(await pendingIds()).toEqual(['inst-1010']);
    expect(
      (await api.get<UserView>('/user/GetUser?email=rasmus.aagaard@example.dk', ADMIN)).body.institutionId,
    ).toBeNull();
  });

  it('says 404 for an unknown id and 400 without one, on approve, rename and delete', async () => {
    expect((await api.post('/institutions/ApproveInstituion', ADMIN, { id: 'inst-0' })).status).toBe(404);
    expect(
      (await api.post('/institutions/RenameInstitution', ADMIN, { id: 'inst-0', name: 'Ny' + 'Skole' }))
        .status,
    ).toBe(404);
    expect((await api.del('/institutions/DeleteInstituion', ADMIN, { id: 'inst-0' })).status).toBe(404);
    for (const [method, path] of [
      ['POST', '/institutions/ApproveInstituion'],
      ['POST', '/institutions/RenameInstitution'],
      ['DELETE', '/institutions/DeleteInstituion'],
    ] as const) {
      const answer = method === 'POST' ? await api.post(path, ADMIN, {}) : await api.del(path, ADMIN, {});
      expect(answer.status).toBe(400);
      expect(answer.error.message).toMatch(/^The request is not valid: id is required/);
    }
    const shortName = await api.post('/institutions/RenameInstitution', ADMIN, {
      id: 'inst-1001',
      name: 'X',
    });
    expect(shortName.error.message).toBe(
      'The request is not valid: name must be at least 2 characters long.',
    );
  });
});
