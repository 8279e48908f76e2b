import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { EmailNotVerified } from '@/server/auth/oidc';
import {
  ACCOUNTS,
  callerWith,
  expectTrpcError,
  injectFault,
  inputMessages,
  loginAs,
  reasonOf,
  sessionForNewPerson,
} from './harness';

describe('user.getUser', () => {
  it('gives a teacher their own product record, institution and programmes included', async ({ teacher }) => {
    const me = await callerWith(teacher).caller.user.getUser();
    expect(me).toMatchObject({
      userId: 'user-2001',
      email: 'laerer@example.dk',
      name: 'Mette Lærkegaard',
      role: 'teacher',
      institutionId: 'inst-1002',
      institution: { name: 'Aarhus Katedralskole', status: 'confirmed' },
    });
    expect(me?.programs).toEqual(expect.arrayContaining(['kickstart', 'company-programme']));
  });

  describe('Authorization', () => {
    it("gives a teacher asking for another person's e-mail their own data", async ({ teacher }) => {
      const me = await callerWith(teacher).caller.user.getUser({ email: 'sofie.bech@example.dk' });
      expect(me?.email).toBe('laerer@example.dk');
    });

    it('gives an admin the record of the person they name', async ({ admin }) => {
      const sofie = await callerWith(admin).caller.user.getUser({ email: 'sofie.bech@example.dk' });
      expect(sofie).toMatchObject({
        email: 'sofie.bech@example.dk',
        name: 'Sofie Bech',
        institutionId: 'inst-1001',
      });
    });

    it('gives an admin who names nobody their own record', async ({ admin }) => {
      const me = await callerWith(admin).caller.user.getUser();
      expect(me).toMatchObject({ email: 'admin@example.dk', role: 'admin', permissions: ['role:admin'] });
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.user.getUser(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('refreshes the tokens once and retries when the API answers 401, keeping the person logged in', async () => {
      const fresh = await loginAs(ACCOUNTS.teacher);
      await injectFault({ service: 'product', pathPrefix: '/user/GetUser', status: 401, times: 1 });
      const { caller, session, endedSignals } = callerWith(fresh);
      const me = await caller.user.getUser();
      expect(me?.email).toBe('laerer@example.dk');
      expect(session.current?.accessToken).toBeTruthy();
      expect(session.current?.accessToken).not.toBe(fresh.accessToken);
      expect(session.current?.refreshToken).not.toBe(fresh.refreshToken);
      expect(endedSignals()).toBe(0);
    });

    it('logs the person out when the API answers 401 again after the refresh', async () => {
      const fresh = await loginAs(ACCOUNTS.teacher);
      await injectFault({ service: 'product', pathPrefix: '/user/GetUser', status: 401, times: 2 });
      const { caller, session, endedSignals } = callerWith(fresh);
      expect(await caller.user.getUser()).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });

    it('logs the person out when the refresh after a 401 fails', async ({ teacher }) => {
      await injectFault({ service: 'product', pathPrefix: '/user/GetUser', status: 401, times: 1 });
      const { caller, session, endedSignals } = callerWith({
        ...teacher,
        refreshToken: 'not-a-refresh-token',
      });
      expect(await caller.user.getUser()).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });

    it('logs the person out on any other failure, such as a 500', async ({ teacher }) => {
      await injectFault({ service: 'product', pathPrefix: '/user/GetUser', status: 500, times: 1 });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.user.getUser()).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });

    it('answers NOT_FOUND with reason user-not-found, and keeps the session, for a person with no record yet', async () => {
      const session = await sessionForNewPerson('ingen.post@example.dk', 'Ingen Post');
      const { caller, session: handle, endedSignals } = callerWith(session);
      const error = await expectTrpcError(caller.user.getUser(), 'NOT_FOUND');
      expect(reasonOf(error)).toBe('user-not-found');
      expect(error.message).toBe('Du er ikke tilmeldt programmet endnu.');
      expect(handle.current).not.toBeNull();
      expect(endedSignals()).toBe(0);
    });

    it('the seeded sign-in without a record (tilmeld@example.dk) gets user-not-found, and CreateUser makes it', async () => {
      const session = await loginAs(ACCOUNTS.signup);
      const { caller, session: handle } = callerWith(session);
      expect(reasonOf(await expectTrpcError(caller.user.getUser(), 'NOT_FOUND'))).toBe('user-not-found');
      const created = await caller.user.createUser({ name: 'Tine Tilmelding', institutionId: 'inst-1001' });
      expect(created).toMatchObject({ email: 'tilmeld@example.dk', institutionId: 'inst-1001' });
      expect(await caller.user.getUser()).toMatchObject({ email: 'tilmeld@example.dk' });
      expect(handle.current).not.toBeNull();
    });

    it('refuses a sign-in whose e-mail address the identity provider has not verified', async () => {
      await expect(loginAs(ACCOUNTS.unverified)).rejects.toBeInstanceOf(EmailNotVerified);
    });

    it('refuses a malformed e-mail with the Danish message', async ({ admin }) => {
      const error = await expectTrpcError(
        callerWith(admin).caller.user.getUser({ email: 'sofie.bech' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Email skal indeholde @ og domæne']);
    });
  });

  describe('Edge cases', () => {
    it("resolves null for an admin naming an unknown e-mail, without ending the admin's session", async ({
      admin,
    }) => {
      const { caller, session } = callerWith(admin);
      expect(await caller.user.getUser({ email: 'findes.ikke@example.dk' })).toBeNull();
      expect(session.current).not.toBeNull();
    });
  });
});

describe('user.getPrograms', () => {
  it("lists every programme and marks the teacher's own", async ({ teacher }) => {
    const programs = await callerWith(teacher).caller.user.getPrograms();
    expect(programs?.map((p) => p.programName).sort()).toEqual([
      'company-programme',
      'innovationsugen',
      'iværksætterdag',
      'kickstart',
    ]);
    expect(programs?.find((p) => p.programName === 'kickstart')).toMatchObject({
      joined: true,
      displayName: 'Kickstart',
    });
    expect(programs?.find((p) => p.programName === 'iværksætterdag')).toMatchObject({
      joined: false,
      joinedAt: null,
    });
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(callerWith(admin).caller.user.getPrograms(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.user.getPrograms(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await injectFault({ service: 'product', pathPrefix: '/user/GetPrograms', status: 401, times: 1 });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.user.getPrograms()).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });

    it('resolves null and keeps the session when the API answers 500', async ({ teacher }) => {
      await injectFault({ service: 'product', pathPrefix: '/user/GetPrograms', status: 500, times: 1 });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.user.getPrograms()).toBeNull();
      expect(session.current).not.toBeNull();
      expect(endedSignals()).toBe(0);
    });
  });
});

describe('user.createUser', () => {
  it('creates the product record of a person who has none, linked to the chosen institution', async ({
    admin,
  }) => {
    const person = await sessionForNewPerson('helle.ny@example.dk', 'Helle Nørgaard Ny');
    const created = await callerWith(person).caller.user.createUser({
      name: 'Helle Nørgaard Ny',
      institutionId: 'inst-1001',
      phone: '+45 11 22 33 44',
      subjects: ['Dansk'],
    });
    expect(created).toMatchObject({
      email: 'helle.ny@example.dk',
      givenName: 'Helle Nørgaard',
      familyName: 'Ny',
      institution: { id: 'inst-1001', name: 'Nørrebro Park Skole' },
      subjects: ['Dansk'],
    });
    const newest = await callerWith(admin).caller.user.getNewestUsers();
    expect(newest?.[0]?.email).toBe('helle.ny@example.dk');
  });

  it('leaves out optional fields given as null instead of sending them', async () => {
    const person = await sessionForNewPerson('uden.skole@example.dk', 'Uden Skole');
    const created = await callerWith(person).caller.user.createUser({
      name: 'Uden Skole',
      institutionId: null,
      phone: null,
    });
    expect(created).toMatchObject({ institutionId: null, phone: null, subjects: [] });
  });

  describe('Authorization', () => {
    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.user.createUser({ name: 'Nogen' }), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('resolves null, keeping the session, for a person who already has a record', async ({ teacher }) => {
      const { caller, session } = callerWith(teacher);
      expect(await caller.user.createUser({ name: 'Mette igen' })).toBeNull();
      expect(session.current).not.toBeNull();
    });

    it("refuses an empty name with 'Navn er påkrævet'", async ({ newTeacher }) => {
      const error = await expectTrpcError(
        callerWith(newTeacher).caller.user.createUser({ name: '  ' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Navn er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ newTeacher }) => {
      await injectFault({ service: 'product', pathPrefix: '/user/CreateUser', status: 401, times: 1 });
      const { caller, session, endedSignals } = callerWith(newTeacher);
      expect(await caller.user.createUser({ name: 'Nikolaj Nygaard' })).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });
  });
});

describe('user.reAffirmInstitution', () => {
  it("stamps the teacher's institution as affirmed now", async ({ teacher }) => {
    const before = Date.now() - 5_000;
    const me = await callerWith(teacher).caller.user.reAffirmInstitution();
    expect(me?.institutionId).toBe('inst-1002');
    expect(Date.parse(me?.institutionAffirmedAt ?? '')).toBeGreaterThan(before);
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(callerWith(admin).caller.user.reAffirmInstitution(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.user.reAffirmInstitution(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('resolves null for a teacher without an institution, keeping the session', async ({ newTeacher }) => {
      const { caller, session } = callerWith(newTeacher);
      expect(await caller.user.reAffirmInstitution()).toBeNull();
      expect(session.current).not.toBeNull();
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await injectFault({
        service: 'product',
        pathPrefix: '/user/ReAffirmInstitution',
        status: 401,
        times: 1,
      });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.user.reAffirmInstitution()).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });
  });
});

describe('user.updateInstitution', () => {
  it('moves the teacher to another confirmed institution', async ({ newTeacher }) => {
    const me = await callerWith(newTeacher).caller.user.updateInstitution({ institutionId: 'inst-1005' });
    expect(me).toMatchObject({
      email: 'ny@example.dk',
      institutionId: 'inst-1005',
      institution: { name: 'Vejle Friskole' },
    });
    expect((await callerWith(newTeacher).caller.user.getUser())?.institutionId).toBe('inst-1005');
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.user.updateInstitution({ institutionId: 'inst-1005' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.user.updateInstitution({ institutionId: 'inst-1005' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it("resolves null for someone else's pending institution and leaves the teacher where they were", async ({
      teacher,
    }) => {
      expect(
        await callerWith(teacher).caller.user.updateInstitution({ institutionId: 'inst-1009' }),
      ).toBeNull();
      expect((await callerWith(teacher).caller.user.getUser())?.institutionId).toBe('inst-1002');
    });

    it("refuses an empty institution with 'Institution er påkrævet'", async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.user.updateInstitution({ institutionId: '' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Institution er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await injectFault({ service: 'product', pathPrefix: '/user/UpdateInstitution', status: 401, times: 1 });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.user.updateInstitution({ institutionId: 'inst-1005' })).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });
  });
});

describe('user.joinProgram and user.leaveProgram', () => {
  it('joins a programme (its Danish name sent as is) and shows it as joined', async ({ teacher }) => {
    const { caller } = callerWith(teacher);
    const joined = await caller.user.joinProgram({ programName: 'iværksætterdag' });
    expect(joined).toMatchObject({ programName: 'iværksætterdag', joined: true, alreadyJoined: false });
    const programs = await caller.user.getPrograms();
    expect(programs?.find((p) => p.programName === 'iværksætterdag')?.joined).toBe(true);
  });

  it('leaves a programme and shows it as not joined', async ({ teacher }) => {
    const { caller } = callerWith(teacher);
    expect(await caller.user.leaveProgram({ programName: 'kickstart' })).toMatchObject({
      programName: 'kickstart',
      joined: false,
      wasMember: true,
    });
    const programs = await caller.user.getPrograms();
    expect(programs?.find((p) => p.programName === 'kickstart')?.joined).toBe(false);
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.user.joinProgram({ programName: 'kickstart' }),
        'FORBIDDEN',
      );
      await expectTrpcError(
        callerWith(admin).caller.user.leaveProgram({ programName: 'kickstart' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.user.joinProgram({ programName: 'kickstart' }),
        'UNAUTHORIZED',
      );
      await expectTrpcError(
        callerWith(null).caller.user.leaveProgram({ programName: 'kickstart' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null for an unknown programme', async ({ teacher }) => {
      expect(await callerWith(teacher).caller.user.joinProgram({ programName: 'findes-ikke' })).toBeNull();
    });

    it("refuses an empty programme name with 'Programnavn er påkrævet'", async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.user.leaveProgram({ programName: ' ' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Programnavn er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await injectFault({ service: 'product', pathPrefix: '/user/JoinProgram', status: 401, times: 1 });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.user.joinProgram({ programName: 'kickstart' })).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });

    it('ends the session and resolves null when the API answers 401 to a leave', async ({ teacher }) => {
      await injectFault({ service: 'product', pathPrefix: '/user/LeaveProgram', status: 401, times: 1 });
      const { caller, session, endedSignals } = callerWith(teacher);
      expect(await caller.user.leaveProgram({ programName: 'kickstart' })).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });
  });

  describe('Edge cases', () => {
    it('answers a second join as already joined', async ({ teacher }) => {
      const joined = await callerWith(teacher).caller.user.joinProgram({ programName: 'Kickstart' });
      expect(joined).toMatchObject({ programName: 'kickstart', joined: true, alreadyJoined: true });
    });
  });
});

describe('user.searchUser', () => {
  it('finds a person regardless of Danish spelling', async ({ admin }) => {
    const found = await callerWith(admin).caller.user.searchUser({ searchTerm: 'ostergaard' });
    expect(found?.map((u) => u.email)).toEqual(['aase.oestergaard@example.dk']);
    expect(found?.[0]).toMatchObject({ name: 'Åse Østergaard', institutionName: 'Aalborg Handelsskole' });
  });

  describe('Authorization', () => {
    it('refuses a teacher with FORBIDDEN', async ({ teacher }) => {
      await expectTrpcError(callerWith(teacher).caller.user.searchUser({ searchTerm: 'mette' }), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.user.searchUser({ searchTerm: 'mette' }), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it("refuses an empty search term with 'Søgeord er påkrævet'", async ({ admin }) => {
      const error = await expectTrpcError(
        callerWith(admin).caller.user.searchUser({ searchTerm: '' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Søgeord er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ admin }) => {
      await injectFault({ service: 'product', pathPrefix: '/user/SearchUser', status: 401, times: 1 });
      const { caller, session, endedSignals } = callerWith(admin);
      expect(await caller.user.searchUser({ searchTerm: 'mette' })).toBeNull();
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });

    it('resolves null, keeping the session, when the API refuses a one-letter term', async ({ admin }) => {
      const { caller, session } = callerWith(admin);
      expect(await caller.user.searchUser({ searchTerm: 'm' })).toBeNull();
      expect(session.current).not.toBeNull();
    });
  });
});
