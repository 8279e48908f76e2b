import { describe, expect, it } from 'vitest';
import type { SignUpView, SubmissionView } from '../../prisma-free-mock/src/product/views';
import type { UserEventData as UserEvent } from '../../prisma-free-mock/src/product/routes/events';
import { NEW_TEACHER, standInForFile, TEACHER } from './product-client';

const { mock, api } = standInForFile();

const SOFIE = 'sofie.bech@example.dk';
const JONAS = 'jonas.krogh@example.dk';
const seats = () => mock().store.state.seats;

describe('signing up, on the seat ledger shared with the CMS attendee endpoints', () => {
  it('takes a seat, lowers the remaining seats for everybody and refuses a second sign-up', async () => {
    const before = seats().remaining('evt-3005');
    const answer = await api.post<{ remainingSeats: number; signUp: SignUpView }>(
      '/events/SignUpToEvent',
      TEACHER,
      { eventId: 'evt-3005' },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.remainingSeats).toBe(before - 1);
    expect(answer.body.signUp).toMatchObject({ eventId: 'evt-3005', selfSignedUp: true, source: 'teacher' });
    // The CMS's GetRemainingSeats and EmailIsSignedUp read this same ledger.
    expect(seats().remaining('evt-3005')).toBe(before - 1);
    expect(seats().has('evt-3005', TEACHER)).toBe(true);
    expect(seats().list('evt-3005')[0]).toMatchObject({
      source: 'teacher',
      institution: 'Aarhus Katedralskole',
    });

    const again = await api.post('/events/SignUpToEvent', TEACHER, { email: TEACHER, eventId: 'evt-3005' });
    expect(again).toMatchObject({ status: 409, error: { reason: 'already-signed-up', emails: [TEACHER] } });
    expect((await api.get<SignUpView[]>('/events/GetLatestSignups', TEACHER)).body[0]?.eventId).toBe(
      'evt-3005',
    );
  });

  it('refuses a seat a public attendee already holds under the same e-mail', async () => {
    seats().take('evt-3005', [
      {
        email: TEACHER,
        name: 'Mette',
        source: 'attendee',
        signedUpBy: null,
        sessionId: 's-1',
        institution: null,
        at: new Date().toISOString(),
      },
    ]);
    expect(await api.post('/events/SignUpToEvent', TEACHER, { eventId: 'evt-3005' })).toMatchObject({
      status: 409,
    });
  });

  it('refuses past events, other programmes, missing or pending institutions, with reasons', async () => {
    const cases: [string, string, number, string][] = [
      [JONAS, 'evt-3007', 409, 'event-past'],
      [TEACHER, 'evt-3002', 403, 'not-in-program'],
      [NEW_TEACHER, 'evt-3005', 403, 'no-institution'],
      ['louise.thygesen@example.dk', 'evt-3005', 403, 'institution-pending'],
    ];
    for (const [who, eventId, status, reason] of cases) {
      const answer = await api.post('/events/SignUpToEvent', who, { eventId });
      expect(answer, `${who} ${eventId}`).toMatchObject({ status, error: { reason } });
      expect(answer.error.message.length).toBeGreaterThan(20);
    }
    expect((await api.post('/events/SignUpToEvent', TEACHER, { eventId: 'evt-9999' })).status).toBe(404);
    expect((await api.post('/events/SignUpToEvent', TEACHER, {})).error.message).toBe(
      'The request is not valid: eventId is required.',
    );
  });

  it('signs up a whole list or nobody: too many for the seats left, or one duplicate, refuses all', async () => {
    const three = ['a', 'b', 'c'].map((n) => ({ name: `Elev ${n}`, email: `${n}@example.dk` }));
    const full = await api.post('/events/SignUpToEventByList', SOFIE, {
      eventId: 'evt-3004',
      participants: three,
    });
    expect(full).toMatchObject({ status: 409, error: { reason: 'event-full', remainingSeats: 2 } });
    expect(seats().remaining('evt-3004')).toBe(2);

    const dup = await api.post('/events/SignUpToEventByList', SOFIE, {
      eventId: 'evt-3004',
      participants: [three[0], { name: 'Igen', email: 'A@example.dk' }],
    });
    expect(dup).toMatchObject({
      status: 409,
      error: { reason: 'already-signed-up', emails: ['A@example.dk'] },
    });
    expect(seats().remaining('evt-3004')).toBe(2);

    const two = await api.post<{ remainingSeats: number; added: number; signUp: SignUpView }>(
      '/events/SignUpToEventByList',
      SOFIE,
      {
        eventId: 'evt-3004',
        participants: three.slice(0, 2),
      },
    );
    expect(two.status).toBe(201);
    expect(two.body).toMatchObject({
      remainingSeats: 0,
      added: 2,
      signUp: { selfSignedUp: false, participants: [{ email: 'a@example.dk' }, { email: 'b@example.dk' }] },
    });
    expect(
      seats()
        .list('evt-3004')
        .map((h) => [h.source, h.signedUpBy]),
    ).toEqual([
      ['list', SOFIE],
      ['list', SOFIE],
    ]);
    expect(await api.post('/events/SignUpToEvent', SOFIE, { eventId: 'evt-3004' })).toMatchObject({
      status: 409,
      error: { reason: 'event-full' },
    });
    const check = await api.post('/events/ValidateUserForEvent', SOFIE, {
      email: SOFIE,
      eventId: 'evt-3004',
    });
    expect(check).toMatchObject({ status: 409, error: { reason: 'event-full' } });
  });

  it('refuses an empty, an oversized or a malformed list with a readable 400', async () => {
    const post = (participants: unknown) =>
      api.post('/events/SignUpToEventByList', TEACHER, { eventId: 'evt-3005', participants });
    expect((await post([])).error.message).toBe(
      'The request is not valid: participants must hold at least 1 participant.',
    );
    const many = Array.from({ length: 101 }, (_, i) => ({ name: `P ${i}`, email: `p${i}@example.dk` }));
    expect((await post(many)).error.message).toBe(
      'The request is not valid: participants must hold at most 100 participants.',
    );
    const bad = await post([{ name: '', email: 'nope' }]);
    expect(bad.status).toBe(400);
    expect(bad.error.message).toBe(
      'The request is not valid: participants.0.name must not be empty; participants.0.email must be a valid e-mail address.',
    );
    expect(seats().remaining('evt-3005')).toBe(200);
  });

  it('forgets every sign-up on POST /__mock/reset', async () => {
    await api.post('/events/SignUpToEvent', TEACHER, { eventId: 'evt-3005' });
    expect(seats().remaining('evt-3005')).toBe(199);
    expect((await fetch(`${mock().origin}/__mock/reset`, { method: 'POST' })).status).toBe(200);
    expect(seats().remaining('evt-3005')).toBe(200);
    expect(seats().remaining('evt-3003')).toBe(295);
    expect(
      (await api.get<SignUpView[]>('/events/GetLatestSignups', TEACHER)).body.map((s) => s.eventId),
    ).toEqual(['evt-3003', 'evt-3006', 'evt-3007']);
  });
});

describe('event codes, validation for an event and submissions', () => {
  it('needs the code before sign-up: check does not record it, validate does', async () => {
    expect(await api.post('/events/SignUpToEvent', TEACHER, { eventId: 'evt-3001' })).toMatchObject({
      status: 403,
      error: { reason: 'code-required' },
    });
    const check = await api.post('/redeem-code/CheckEventCode', TEACHER, { code: ' kickstart-2026 ' });
    expect(check.body).toEqual({
      valid: true,
      eventId: 'evt-3001',
      eventTitle: 'Kickstart-finalen 2026',
      isPast: false,
    });
    expect((await api.post('/events/SignUpToEvent', TEACHER, { eventId: 'evt-3001' })).status).toBe(403);

    const validated = await api.post('/redeem-code/ValidateCode', TEACHER, { code: 'KICKSTART-2026' });
    expect(validated.status).toBe(200);
    expect(validated.body).toMatchObject({
      valid: true,
      eventId: 'evt-3001',
      eventTitle: 'Kickstart-finalen 2026',
    });
    const data = await api.get<UserEvent>(`/events/users/${TEACHER}/events/evt-3001`, TEACHER);
    expect(data.body).toMatchObject({ codeValidated: true, canSignUp: true, refusal: null });
    expect((await api.post('/events/SignUpToEvent', TEACHER, { eventId: 'evt-3001' })).status).toBe(201);
  });

  it('answers an unknown code with valid: false on check, and a readable 400 on validate', async () => {
    expect((await api.post('/redeem-code/CheckEventCode', TEACHER, { code: 'FORKERT' })).body).toEqual({
      valid: false,
    });
    const answer = await api.post('/redeem-code/ValidateCode', TEACHER, { code: 'FORKERT' });
    expect(answer).toMatchObject({
      status: 400,
      error: { reason: 'invalid-code', message: "The code 'FORKERT' is not valid for any event." },
    });
    const other = await api.post('/redeem-code/ValidateCode', TEACHER, {
      code: 'KICKSTART-2026',
      eventId: 'evt-3005',
    });
    expect(other.error.message).toBe(
      "The code 'KICKSTART-2026' is not the code of the event 'Konference: Entreprenørskab i hele uddannelsessystemet'.",
    );
    expect((await api.post('/redeem-code/CheckEventCode', TEACHER, {})).error.message).toBe(
      'The request is not valid: code is required.',
    );
    expect((await api.post('/redeem-code/ValidateCode', TEACHER, { code: '' })).error.message).toBe(
      'The request is not valid: code must not be empty.',
    );
  });

  it('ValidateUserForEvent says valid, with whether a code is still needed, or refuses with a reason', async () => {
    const open = await api.post('/events/ValidateUserForEvent', TEACHER, {
      email: TEACHER,
      eventId: 'evt-3005',
    });
    expect(open).toMatchObject({
      status: 200,
      body: { valid: true, eventId: 'evt-3005', email: TEACHER, codeRequired: false },
    });
    const finale = await api.post('/events/ValidateUserForEvent', TEACHER, {
      email: TEACHER,
      eventId: 'evt-3001',
    });
    expect(finale.body).toMatchObject({ valid: true, codeRequired: true, codeValidated: false });
    const refusals: [string, string, number, string][] = [
      [TEACHER, 'evt-3003', 409, 'already-signed-up'],
      [TEACHER, 'evt-3002', 403, 'not-in-program'],
      [TEACHER, 'evt-3007', 409, 'event-past'],
      [NEW_TEACHER, 'evt-3005', 403, 'no-institution'],
    ];
    for (const [who, eventId, status, reason] of refusals) {
      expect(await api.post('/events/ValidateUserForEvent', who, { email: who, eventId })).toMatchObject({
        status,
        error: { reason },
      });
    }
    const missing = await api.post('/events/ValidateUserForEvent', TEACHER, { eventId: 'evt-3005' });
    expect(missing.error.message).toBe('The request is not valid: email is required.');
  });

  it('creates one submission per person and event with the code in query and body', async () => {
    const path = '/events/CreateSubmission?code=KICKSTART-2026&eventId=evt-3001';
    const created = await api.post<SubmissionView>(path, TEACHER, {
      code: 'KICKSTART-2026',
      eventId: 'evt-3001',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ eventId: 'evt-3001', code: 'KICKSTART-2026', email: TEACHER });
    expect(created.body.submissionId).toMatch(/^sub-/);
    const data = await api.get<UserEvent>(`/events/users/${TEACHER}/events/evt-3001`, TEACHER);
    expect(data.body).toMatchObject({
      codeValidated: true,
      submission: { submissionId: created.body.submissionId },
    });
    expect(await api.post(path, TEACHER, { code: 'KICKSTART-2026', eventId: 'evt-3001' })).toMatchObject({
      status: 409,
      error: { reason: 'submission-exists' },
    });
  });

  it('refuses a submission whose query and body disagree, a wrong code, or an event without a code', async () => {
    const mismatch = await api.post(
      '/events/CreateSubmission?code=KICKSTART-2026&eventId=evt-3001',
      TEACHER,
      {
        code: 'KICKSTART-2026',
        eventId: 'evt-3005',
      },
    );
    expect(mismatch.error.message).toBe(
      'The request is not valid: eventId differs between the query (evt-3001) and the body (evt-3005).',
    );
    expect(
      await api.post('/events/CreateSubmission', TEACHER, { code: 'FORKERT', eventId: 'evt-3001' }),
    ).toMatchObject({
      status: 400,
      error: { reason: 'invalid-code' },
    });
    expect(
      (await api.post('/events/CreateSubmission', TEACHER, { code: 'X', eventId: 'evt-3005' })).status,
    ).toBe(400);
    expect(
      (await api.post('/events/CreateSubmission', TEACHER, { code: 'X', eventId: 'evt-9999' })).status,
    ).toBe(404);
    expect((await api.post('/events/CreateSubmission', TEACHER, { code: 'X' })).error.message).toBe(
      'The request is not valid: eventId is required.',
    );
  });
});
