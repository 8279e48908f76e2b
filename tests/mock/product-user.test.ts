import { describe, expect, it } from 'vitest';
import type { ProgramView, UserSummary, UserView } from '../../prisma-free-mock/src/product/views';
import { ADMIN, NEW_TEACHER, standInForFile, TEACHER } from './product-client';
import { mintAccessToken } from './tokens';

const { mock, api } = standInForFile();

describe('GET /user/GetUser', () => {
  it("returns the caller's record with institution, programmes and role", async () => {
    const { status, body } = await api.get<UserView>(`/user/GetUser?email=${TEACHER}`, TEACHER);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      userId: 'user-2001',
      email: TEACHER,
      name: 'Mette Lærkegaard',
      role: 'teacher',
      permissions: [],
      institutionId: 'inst-1002',
      institution: {
        id: 'inst-1002',
        name: 'Aarhus Katedralskole',
        status: 'confirmed',
        segment: 'Gymnasium',
      },
      programs: ['kickstart', 'company-programme'],
      subjects: ['Samfundsfag', 'Afsætning'],
      materialAccess: { validated: true, codeValidated: false },
    });
    expect(body.institutionAffirmedAt).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('takes the person from the token when no e-mail is given', async () => {
    expect((await api.get<UserView>('/user/GetUser', NEW_TEACHER)).body).toMatchObject({
      email: NEW_TEACHER,
      institution: null,
    });
  });

  it('gives the admin role:admin in permissions', async () => {
    expect((await api.get<UserView>('/user/GetUser', ADMIN)).body).toMatchObject({
      role: 'admin',
      permissions: ['role:admin'],
    });
  });

  it('says 404 with a hint for a person who has an IdP account but no product record', async () => {
    const answer = await api.get('/user/GetUser', 'helt.ny@example.dk');
    expect(answer.status).toBe(404);
    expect(answer.error).toMatchObject({ reason: 'user-not-found' });
    expect(answer.error.message).toContain('CreateUser');
  });

  it('refuses a malformed e-mail with a readable 400', async () => {
    const answer = await api.get('/user/GetUser?email=not-an-email', TEACHER);
    expect(answer.status).toBe(400);
    expect(answer.error.message).toBe('The request is not valid: email must be a valid e-mail address.');
    expect(answer.error.errors).toEqual([{ path: 'email', message: 'must be a valid e-mail address' }]);
  });
});

describe('POST /user/CreateUser', () => {
  it('creates the record from the token e-mail and sub, linked to a confirmed institution', async () => {
    const token = await mintAccessToken(mock(), { email: 'helt.ny@example.dk', sub: 'idp-user-77' });
    const who = { token, key: mock().config.subscriptionKey };
    const created = await api.post<UserView>('/user/CreateUser', who, {
      name: 'Helle Nørgaard Ny',
      institutionId: 'inst-1001',
      phone: '+45 11 22 33 44',
      subjects: ['Dansk'],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      userId: 'idp-user-77',
      email: 'helt.ny@example.dk',
      givenName: 'Helle Nørgaard',
      familyName: 'Ny',
      institution: { id: 'inst-1001' },
      role: 'teacher',
    });
    expect((await api.get<UserView>('/user/GetUser', who)).body.name).toBe('Helle Nørgaard Ny');
    expect((await api.get<UserSummary[]>('/user/GetNewestUsers', ADMIN)).body[0]?.email).toBe(
      'helt.ny@example.dk',
    );
  });

  it('refuses a second record for the same e-mail with 409', async () => {
    const answer = await api.post('/user/CreateUser', TEACHER, { name: 'Mette igen' });
    expect(answer).toMatchObject({ status: 409, error: { reason: 'user-exists' } });
  });

  it("refuses a link to someone else's pending institution with 409", async () => {
    const answer = await api.post('/user/CreateUser', 'helt.ny@example.dk', {
      name: 'Helle',
      institutionId: 'inst-1009',
    });
    expect(answer).toMatchObject({ status: 409, error: { reason: 'institution-pending' } });
  });

  it('refuses a missing name with a readable 400', async () => {
    const answer = await api.post('/user/CreateUser', 'helt.ny@example.dk', { phone: '123' });
    expect(answer.status).toBe(400);
    expect(answer.error.message).toBe('The request is not valid: name is required.');
  });

  it('refuses a body that is not JSON with a readable 400', async () => {
    const answer = await api.post('/user/CreateUser', 'helt.ny@example.dk', 'not json');
    expect(answer.status).toBe(400);
    expect(answer.error.message).toBe('The request is not valid: body must be a JSON object.');
  });
});

describe('GET /user/GetPrograms, POST /user/JoinProgram and /user/LeaveProgram', () => {
  it('lists every programme with whether the person has joined it', async () => {
    const { body } = await api.get<ProgramView[]>(`/user/GetPrograms?email=${TEACHER}`, TEACHER);
    expect(body.map((p) => [p.programName, p.joined])).toEqual([
      ['kickstart', true],
      ['iværksætterdag', false],
      ['company-programme', true],
      ['innovationsugen', false],
    ]);
    expect(body[0]).toMatchObject({ displayName: 'Kickstart', upcomingEventCount: 2, signUpCount: 2 });
    expect(body[0]?.joinedAt).toBeTruthy();
  });

  it('joins a programme, idempotently, and leaves it again', async () => {
    const joined = await api.post('/user/JoinProgram', TEACHER, { programName: 'innovationsugen' });
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ programName: 'innovationsugen', joined: true, alreadyJoined: false });
    const again = await api.post('/user/JoinProgram', TEACHER, {
      email: TEACHER,
      programName: 'Innovationsugen',
    });
    expect(again.body).toMatchObject({ joined: true, alreadyJoined: true });
    expect((await api.get<UserView>('/user/GetUser', TEACHER)).body.programs).toContain('innovationsugen');

    const left = await api.post('/user/LeaveProgram', TEACHER, { programName: 'innovationsugen' });
    expect(left.body).toEqual({ programName: 'innovationsugen', joined: false, wasMember: true });
    expect((await api.get<UserView>('/user/GetUser', TEACHER)).body.programs).not.toContain(
      'innovationsugen',
    );
    expect(
      (await api.post('/user/LeaveProgram', TEACHER, { programName: 'innovationsugen' })).body,
    ).toMatchObject({
      wasMember: false,
    });
  });

  it('lets an admin join a programme on behalf of a teacher', async () => {
    const answer = await api.post('/user/JoinProgram', ADMIN, {
      email: NEW_TEACHER,
      programName: 'kickstart',
    });
    expect(answer.status).toBe(200);
    expect((await api.get<UserView>('/user/GetUser', NEW_TEACHER)).body.programs).toEqual(['kickstart']);
  });

  it('keeps the sign-ups when a programme is left', async () => {
    await api.post('/user/LeaveProgram', TEACHER, { programName: 'kickstart' });
    expect(mock().store.state.seats.has('evt-3003', TEACHER)).toBe(true);
  });

  it('says 404 for an unknown programme and 400 for a missing name', async () => {
    expect(await api.post('/user/JoinProgram', TEACHER, { programName: 'skak' })).toMatchObject({
      status: 404,
      error: { reason: 'program-not-found' },
    });
    const bad = await api.post('/user/LeaveProgram', TEACHER, {});
    expect(bad.status).toBe(400);
    expect(bad.error.message).toBe('The request is not valid: programName is required.');
  });
});

describe('POST /user/UpdateInstitution and /user/ReAffirmInstitution', () => {
  it('moves the teacher to another confirmed institution and affirms it now', async () => {
    const before = mock().store.state.product.now().getTime();
    const answer = await api.post<UserView>('/user/UpdateInstitution', NEW_TEACHER, {
      email: NEW_TEACHER,
      institutionId: 'inst-1005',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.institution).toMatchObject({ id: 'inst-1005', name: 'Vejle Friskole' });
    expect(Date.parse(answer.body.institutionAffirmedAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
  });

  it("accepts the teacher's own pending institution but not someone else's", async () => {
    expect(
      (await api.post('/user/UpdateInstitution', 'rasmus.aagaard@example.dk', { institutionId: 'inst-1009' }))
        .status,
    ).toBe(200);
    expect(await api.post('/user/UpdateInstitution', TEACHER, { institutionId: 'inst-1009' })).toMatchObject({
      status: 409,
      error: { reason: 'institution-pending' },
    });
  });

  it('says 404 for an unknown institution and 400 without an institutionId', async () => {
    expect((await api.post('/user/UpdateInstitution', TEACHER, { institutionId: 'inst-0' })).status).toBe(
      404,
    );
    const bad = await api.post('/user/UpdateInstitution', TEACHER, { email: TEACHER });
    expect(bad.error.message).toBe('The request is not valid: institutionId is required.');
  });

  it('re-affirms the institution with an empty body, with {} or with the own e-mail', async () => {
    const seeded = (await api.get<UserView>('/user/GetUser', TEACHER)).body.institutionAffirmedAt ?? '';
    for (const body of [undefined, {}, { email: TEACHER }]) {
      const answer = await api.post<UserView>('/user/ReAffirmInstitution', TEACHER, body);
      expect(answer.status).toBe(200);
      expect(Date.parse(answer.body.institutionAffirmedAt ?? '')).toBeGreaterThan(Date.parse(seeded));
    }
  });

  it('refuses to re-affirm without an institution (409) and a malformed e-mail (400)', async () => {
    expect(await api.post('/user/ReAffirmInstitution', NEW_TEACHER, {})).toMatchObject({
      status: 409,
      error: { reason: 'no-institution' },
    });
    expect((await api.post('/user/ReAffirmInstitution', TEACHER, { email: 'x' })).status).toBe(400);
  });
});

describe('Admin: GET /user/GetNewestUsers, /user/GetProgramData, /user/SearchUser', () => {
  it('lists the newest users first, 10 by default, with a limit', async () => {
    const { status, body } = await api.get<UserSummary[]>('/user/GetNewestUsers', ADMIN);
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(body.slice(0, 3).map((u) => u.email)).toEqual([
      NEW_TEACHER,
      'louise.thygesen@example.dk',
      'rasmus.aagaard@example.dk',
    ]);
    expect(body[1]).toMatchObject({
      institutionName: 'Herning Innovationsgymnasium',
      institutionStatus: 'pending',
    });
    expect((await api.get<UserSummary[]>('/user/GetNewestUsers?limit=2', ADMIN)).body).toHaveLength(2);
    const bad = await api.get('/user/GetNewestUsers?limit=0', ADMIN);
    expect(bad.error.message).toBe('The request is not valid: limit must be at least 1.');
  });

  it('gives members and sign-ups per programme', async () => {
    interface ProgramData {
      programName: string;
      memberCount: number;
      members: { email: string }[];
      events: {
        eventId: string;
        seatsTaken: number;
        teacherSignUps: number;
        listSignUps: number;
        remainingSeats: number;
      }[];
    }
    const { body } = await api.get<ProgramData[]>('/user/GetProgramData', ADMIN);
    const kickstart = body.find((p) => p.programName === 'kickstart');
    expect(kickstart?.memberCount).toBe(3);
    expect(kickstart?.members.map((m) => m.email)).toContain(TEACHER);
    expect(kickstart?.events.find((e) => e.eventId === 'evt-3003')).toMatchObject({
      seatsTaken: 5,
      teacherSignUps: 2,
      listSignUps: 3,
      remainingSeats: 295,
    });
  });

  it('finds people whatever the case and Danish spelling: æ→ae, ø→oe/o, å→aa/a', async () => {
    const find = async (term: string) =>
      (
        await api.get<UserSummary[]>(`/user/SearchUser?searchTerm=${encodeURIComponent(term)}`, ADMIN)
      ).body.map((u) => u.email);
    for (const term of ['ostergaard', 'Oestergaard', 'ØSTERGÅRD', 'Åse', 'aase', 'ase oster']) {
      expect(await find(term), term).toEqual(['aase.oestergaard@example.dk']);
    }
    expect(await find('laerkegaard')).toEqual([TEACHER]);
    expect(await find('moller')).toEqual(['frederik.moeller@example.dk']);
    expect(await find('katedral')).toEqual([TEACHER]);
    expect(await find('example.dk')).toHaveLength(12);
    expect(await find('zz')).toEqual([]);
  });

  it('refuses a search term shorter than 2 characters with a readable 400', async () => {
    for (const path of [
      '/user/SearchUser?searchTerm=a',
      '/user/SearchUser?searchTerm=%20a%20',
      '/user/SearchUser',
    ]) {
      const answer = await api.get(path, ADMIN);
      expect(answer.status).toBe(400);
      expect(answer.error.message).toMatch(
        /^The request is not valid: searchTerm (must be at least 2 characters long|is required)\.$/,
      );
    }
  });
});
