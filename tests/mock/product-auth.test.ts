import { generateKeyPair, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import type { UserView } from '../../prisma-free-mock/src/product/views';
import { ADMIN, standInForFile, TEACHER } from './product-client';
import { mintAccessToken } from './tokens';

const { mock, api } = standInForFile();

const OTHER = 'sofie.bech@example.dk';

/** Every call of the spec's section 7, with a body a teacher or admin would send. */
const CALLS: [method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown][] = [
  ['GET', `/events/GetEvents?email=${TEACHER}`],
  ['GET', `/user/GetPrograms?email=${TEACHER}`],
  ['GET', `/events/GetRelevantEvents?email=${TEACHER}`],
  ['GET', `/user/GetUser?email=${TEACHER}`],
  ['GET', `/material/GetOverviewForUser?email=${TEACHER}`],
  ['GET', `/events/GetLatestSignups?email=${TEACHER}`],
  ['GET', '/events/GetSignUpsForUser?userId=user-2001'],
  ['GET', `/events/users/${TEACHER}/programs/kickstart/signups`],
  ['GET', `/events/users/${TEACHER}/events/evt-3003`],
  ['GET', `/events/GetEventTeamData?eventId=evt-3006&userId=${TEACHER}`],
  ['GET', '/institutions/GetInstitutionFilterData'],
  ['GET', '/institutions/GetConfirmedInstitutions'],
  ['GET', '/institutions/GetPendingInstitutions'],
  ['GET', '/institutions/GetInstitutionOverview'],
  ['GET', '/user/GetNewestUsers'],
  ['GET', '/user/GetProgramData'],
  ['GET', '/user/SearchUser?searchTerm=mette'],
  ['GET', '/material/GetOverview'],
  ['POST', '/user/CreateUser', { name: 'Ny Person' }],
  ['POST', '/user/ReAffirmInstitution', {}],
  ['POST', '/user/UpdateInstitution', { email: TEACHER, institutionId: 'inst-1001' }],
  ['POST', '/user/JoinProgram', { programName: 'innovationsugen' }],
  ['POST', '/user/LeaveProgram', { programName: 'kickstart' }],
  ['POST', '/institutions/CreateInstitution', { name: 'Ny Skole', segment: 'Grundskole' }],
  ['POST', '/institutions/ApproveInstituion', { id: 'inst-1009' }],
  ['POST', '/institutions/RenameInstitution', { id: 'inst-1001', name: 'Nyt navn' }],
  ['POST', '/material/RegisterDownload', { materialId: 'mat-4001' }],
  ['POST', '/material/ValidateUser', {}],
  ['POST', '/material/ValidateCode', { code: 'MATERIALE-2026' }],
  ['POST', '/material/GetMaterial', { materialId: 'mat-4001' }],
  ['POST', '/redeem-code/CheckEventCode', { code: 'KICKSTART-2026' }],
  ['POST', '/redeem-code/ValidateCode', { code: 'KICKSTART-2026' }],
  ['POST', '/events/SignUpToEvent', { eventId: 'evt-3005' }],
  [
    'POST',
    '/events/SignUpToEventByList',
    { eventId: 'evt-3005', participants: [{ name: 'A', email: 'a@example.dk' }] },
  ],
  [
    'POST',
    '/events/CreateSubmission?code=KICKSTART-2026&eventId=evt-3001',
    { code: 'KICKSTART-2026', eventId: 'evt-3001' },
  ],
  ['POST', '/events/ValidateUserForEvent', { email: TEACHER, eventId: 'evt-3005' }],
  ['DELETE', '/institutions/DeleteInstituion', { id: 'inst-1009' }],
];

const ADMIN_CALLS = CALLS.filter(([, path]) =>
  /GetPendingInstitutions|GetInstitutionOverview|GetNewestUsers|GetProgramData|SearchUser|\/material\/GetOverview$|ApproveInstituion|RenameInstitution|DeleteInstituion/.test(
    path,
  ),
);

const send = (method: string, path: string, who: Parameters<typeof api.get>[1], body?: unknown) =>
  method === 'GET'
    ? api.get(path, who)
    : method === 'POST'
      ? api.post(path, who, body)
      : api.del(path, who, body);

describe('Authorization: the gateway', () => {
  it('has all 37 calls of the specification (18 GET, 18 POST, 1 DELETE)', () => {
    const count = (m: string) => CALLS.filter(([method]) => method === m).length;
    expect([count('GET'), count('POST'), count('DELETE')]).toEqual([18, 18, 1]);
    expect(ADMIN_CALLS).toHaveLength(9);
  });

  it.each(CALLS)(
    'refuses %s %s without the subscription key, in the gateway style',
    async (method, path, body) => {
      const token = await api.tokenFor(TEACHER);
      const answer = await send(method, path, { token, key: null }, body);
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        statusCode: 401,
        message: 'Access denied due to missing or invalid subscription key.',
      });
    },
  );

  it.each(CALLS)('refuses %s %s without a bearer token', async (method, path, body) => {
    const answer = await send(method, path, { token: null, key: mock().config.subscriptionKey }, body);
    expect(answer.status).toBe(401);
    expect(answer.error.message).toMatch(/bearer token/i);
  });

  it('refuses a wrong subscription key even with a good token', async () => {
    const token = await api.tokenFor(TEACHER);
    const answer = await api.get('/user/GetUser', { token, key: 'wrong-key' });
    expect(answer.status).toBe(401);
    expect(answer.error.message).toBe('Access denied due to missing or invalid subscription key.');
  });

  it('refuses an expired token with a message that says so', async () => {
    const token = await mintAccessToken(mock(), { email: TEACHER, expiresIn: -60 });
    const answer = await api.get('/user/GetUser', { token, key: mock().config.subscriptionKey });
    expect(answer).toMatchObject({
      status: 401,
      error: { statusCode: 401, message: 'The access token has expired.' },
    });
  });

  it.each([
    ['garbage', () => Promise.resolve('not-a-jwt')],
    [
      'another audience',
      () => mintAccessToken(mock(), { email: TEACHER, audience: 'https://other.example' }),
    ],
    ['another issuer', () => mintAccessToken(mock(), { email: TEACHER, issuer: 'https://evil.example/idp' })],
    [
      'a key the identity provider does not publish',
      async () => {
        const { privateKey } = await generateKeyPair('RS256');
        return new SignJWT({ email: TEACHER, permissions: ['role:admin'] })
          .setProtectedHeader({ alg: 'RS256', kid: mock().ctx.signingKey.kid })
          .setIssuer(`${mock().origin}/idp`)
          .setAudience(mock().config.audience)
          .setSubject('user-2001')
          .setExpirationTime('10m')
          .sign(privateKey);
      },
    ],
  ])('refuses a token with %s', async (_label, make) => {
    const answer = await api.get('/user/GetUser', {
      token: await make(),
      key: mock().config.subscriptionKey,
    });
    expect(answer.status).toBe(401);
    expect(answer.error.message).toMatch(/access token is not valid/);
  });

  it('identifies the person by sub when the token carries no e-mail', async () => {
    const { importJWK } = await import('jose');
    const key = await importJWK(mock().ctx.signingKey.privateJwk, 'RS256');
    const token = await new SignJWT({ permissions: [] })
      .setProtectedHeader({ alg: 'RS256', kid: mock().ctx.signingKey.kid })
      .setIssuer(`${mock().origin}/idp`)
      .setAudience(mock().config.audience)
      .setSubject('user-2001')
      .setExpirationTime('10m')
      .sign(key);
    const answer = await api.get<UserView>('/user/GetUser', { token, key: mock().config.subscriptionKey });
    expect(answer.status).toBe(200);
    expect(answer.body.email).toBe(TEACHER);
  });

  it('answers an unknown path with a 404 in the same error shape', async () => {
    const answer = await api.get('/user/GetNothing', TEACHER);
    expect(answer.status).toBe(404);
    expect(answer.error).toMatchObject({ statusCode: 404, reason: 'not-found' });
  });
});

describe('every call answers its caller', () => {
  it.each(CALLS)('%s %s succeeds for the right person', async (method, path, body) => {
    const isAdminCall = ADMIN_CALLS.some(([, p]) => p === path);
    const who = isAdminCall ? ADMIN : path === '/user/CreateUser' ? 'helt.ny@example.dk' : TEACHER;
    const answer = await send(method, path, who, body);
    expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(300);
  });
});

describe('Authorization: roles and other people', () => {
  it.each(ADMIN_CALLS)('refuses a teacher on the admin call %s %s with 403', async (method, path, body) => {
    const answer = await send(method, path, TEACHER, body);
    expect(answer.status).toBe(403);
    expect(answer.error).toMatchObject({ statusCode: 403, reason: 'admin-only' });
    expect(answer.error.message).toContain('role:admin');
  });

  it.each([
    ['GET', `/user/GetUser?email=${OTHER}`],
    ['GET', `/user/GetPrograms?email=${OTHER}`],
    ['GET', `/events/GetEvents?email=${OTHER}`],
    ['GET', `/events/GetRelevantEvents?email=${OTHER}`],
    ['GET', `/events/GetLatestSignups?email=${OTHER}`],
    ['GET', '/events/GetSignUpsForUser?userId=user-2004'],
    ['GET', `/events/users/${OTHER}/programs/kickstart/signups`],
    ['GET', `/events/users/${OTHER}/events/evt-3003`],
    ['GET', `/events/GetEventTeamData?eventId=evt-3001&userId=jonas.krogh@example.dk`],
    ['GET', `/material/GetOverviewForUser?email=${OTHER}`],
    ['POST', '/user/ReAffirmInstitution', { email: OTHER }],
    ['POST', '/user/UpdateInstitution', { email: OTHER, institutionId: 'inst-1002' }],
    ['POST', '/user/JoinProgram', { email: OTHER, programName: 'kickstart' }],
    ['POST', '/user/LeaveProgram', { email: OTHER, programName: 'iværksætterdag' }],
    ['POST', '/material/ValidateUser', { email: OTHER }],
    ['POST', '/material/ValidateCode', { email: OTHER, code: 'MATERIALE-2026' }],
    ['POST', '/material/GetMaterial', { email: OTHER, materialId: 'mat-4001' }],
    ['POST', '/material/RegisterDownload', { email: OTHER, materialId: 'mat-4001' }],
    ['POST', '/redeem-code/CheckEventCode', { email: OTHER, code: 'KICKSTART-2026' }],
    ['POST', '/redeem-code/ValidateCode', { email: OTHER, code: 'KICKSTART-2026' }],
    ['POST', '/events/SignUpToEvent', { email: OTHER, eventId: 'evt-3005' }],
    [
      'POST',
      '/events/SignUpToEventByList',
      { email: OTHER, eventId: 'evt-3005', participants: [{ name: 'A', email: 'a@example.dk' }] },
    ],
    ['POST', '/events/CreateSubmission', { email: OTHER, code: 'KICKSTART-2026', eventId: 'evt-3001' }],
    ['POST', '/events/ValidateUserForEvent', { email: OTHER, eventId: 'evt-3005' }],
    ['POST', '/user/CreateUser', { email: OTHER, name: 'Sofie Bech' }],
  ] as const)(
    'refuses a teacher naming another person on %s %s with 403',
    async (method, path, body?: unknown) => {
      const before = JSON.stringify(mock().store.state.product.users);
      const answer = await send(method, path, TEACHER, body);
      expect(answer.status).toBe(403);
      expect(answer.error.message).toMatch(/own data|e-mail in the access token/);
      expect(JSON.stringify(mock().store.state.product.users)).toBe(before);
    },
  );

  it('refuses a teacher probing a person who does not exist with 403, not 404, so nobody can be probed', async () => {
    expect((await api.get('/user/GetUser?email=nobody@example.dk', TEACHER)).status).toBe(403);
  });

  it('lets a teacher name their own e-mail in any letter case, or their userId', async () => {
    expect((await api.get('/user/GetUser?email=LAERER@example.dk', TEACHER)).status).toBe(200);
    expect((await api.get('/events/GetSignUpsForUser?userId=user-2001', TEACHER)).status).toBe(200);
    expect((await api.get(`/events/GetSignUpsForUser?userId=${TEACHER}`, TEACHER)).status).toBe(200);
  });

  it("lets an admin read any user's record and sign-ups", async () => {
    const user = await api.get<UserView>(`/user/GetUser?email=${OTHER}`, ADMIN);
    expect(user.status).toBe(200);
    expect(user.body.name).toBe('Sofie Bech');
    expect((await api.get('/events/GetSignUpsForUser?userId=user-2001', ADMIN)).status).toBe(200);
    expect((await api.get('/user/GetUser?email=nobody@example.dk', ADMIN)).status).toBe(404);
  });
});
