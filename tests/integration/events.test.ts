import { describe, expect } from 'vitest';
import { it } from './fixtures';
import type { SessionData } from '@/server/auth/session';
import {
  callerWith,
  expectLoggedOutOn401,
  expectTrpcError,
  injectFault,
  inputMessages,
  reasonOf,
} from './harness';

async function expectQuietOn(
  who: SessionData,
  status: number,
  path: string,
  call: (caller: ReturnType<typeof callerWith>['caller']) => Promise<unknown>,
) {
  await injectFault({ service: 'product', pathPrefix: path, status, times: 1 });
  const { caller, session, endedSignals } = callerWith(who);
  expect(await call(caller)).toBeNull();
  expect(session.current).not.toBeNull();
  expect(endedSignals()).toBe(0);
}

describe('events.getEvents', () => {
  it("lists the teacher's active programmes with their upcoming events and own sign-ups", async ({
    teacher,
  }) => {
    const active = await callerWith(teacher).caller.events.getEvents();
    expect(active?.map((p) => p.programName)).toEqual(['kickstart']);
    const events = active?.[0]?.events ?? [];
    expect(events.map((e) => e.eventId)).toEqual(expect.arrayContaining(['evt-3001', 'evt-3003']));
    expect(events.find((e) => e.eventId === 'evt-3003')?.signedUp).toBe(true);
    expect(events.find((e) => e.eventId === 'evt-3001')).toMatchObject({
      signedUp: false,
      requiresCode: true,
      isPast: false,
    });
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(callerWith(admin).caller.events.getEvents(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.events.getEvents(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/events/GetEvents', (c) => c.events.getEvents());
    });
  });
});

describe('events.getRelevantEvents', () => {
  it("lists upcoming events of the teacher's programmes and open events, leaving out those already booked", async ({
    teacher,
  }) => {
    const events = await callerWith(teacher).caller.events.getRelevantEvents();
    const ids = events?.map((e) => e.eventId) ?? [];
    expect(ids).toEqual(expect.arrayContaining(['evt-3001', 'evt-3005']));
    expect(ids).not.toContain('evt-3003');
    expect(events?.every((e) => !e.isPast)).toBe(true);
    expect(events?.find((e) => e.eventId === 'evt-3005')?.programName).toBeNull();
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(callerWith(admin).caller.events.getRelevantEvents(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.events.getRelevantEvents(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/events/GetRelevantEvents', (c) => c.events.getRelevantEvents());
    });
  });
});

describe('events.getLatestSignups', () => {
  it("lists the teacher's newest sign-ups first, at most five", async ({ teacher }) => {
    const latest = await callerWith(teacher).caller.events.getLatestSignups();
    expect(latest?.length).toBeGreaterThan(0);
    expect(latest?.length).toBeLessThanOrEqual(5);
    const dates = latest?.map((s) => Date.parse(s.signedUpAt)) ?? [];
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(latest?.map((s) => s.eventId)).toContain('evt-3003');
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(callerWith(admin).caller.events.getLatestSignups(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.events.getLatestSignups(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('resolves null on a 401 without ending the session (quiet)', async ({ teacher }) => {
      await expectQuietOn(teacher, 401, '/events/GetLatestSignups', (c) => c.events.getLatestSignups());
    });

    it('resolves null on a 500 without ending the session (quiet)', async ({ teacher }) => {
      await expectQuietOn(teacher, 500, '/events/GetLatestSignups', (c) => c.events.getLatestSignups());
    });
  });
});

describe('events.getSignUpsForUser', () => {
  it('gives a teacher their own sign-ups, list sign-ups with their participants included', async ({
    teacher,
  }) => {
    const signups = await callerWith(teacher).caller.events.getSignUpsForUser();
    const webinar = signups?.find((s) => s.eventId === 'evt-3003');
    expect(webinar).toMatchObject({
      selfSignedUp: true,
      event: { title: 'Webinar: Kom godt i gang med Kickstart' },
    });
    expect(webinar?.participants.map((p) => p.email).sort()).toEqual([
      'hanne.skov@example.dk',
      'kasper.ravn@example.dk',
      'peter.lund@example.dk',
    ]);
  });

  describe('Authorization', () => {
    it("gives a teacher naming another person's userId their own sign-ups", async ({ teacher }) => {
      const signups = await callerWith(teacher).caller.events.getSignUpsForUser({
        userId: 'jonas.krogh@example.dk',
      });
      expect(signups?.map((s) => s.eventId)).toContain('evt-3003');
      expect(signups?.map((s) => s.eventId)).not.toContain('evt-3001');
    });

    it('gives an admin the sign-ups of the person they name', async ({ admin }) => {
      const signups = await callerWith(admin).caller.events.getSignUpsForUser({
        userId: 'jonas.krogh@example.dk',
      });
      expect(signups?.map((s) => s.eventId)).toEqual(['evt-3001']);
    });

    it('asks an admin who names nobody to choose a person (BAD_REQUEST)', async ({ admin }) => {
      const error = await expectTrpcError(callerWith(admin).caller.events.getSignUpsForUser(), 'BAD_REQUEST');
      expect(error.message).toBe('Vælg den bruger, hvis tilmeldinger skal vises.');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.events.getSignUpsForUser(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/events/GetSignUpsForUser', (c) => c.events.getSignUpsForUser());
    });

    it("refuses an admin's empty userId with 'Bruger er påkrævet'", async ({ admin }) => {
      const error = await expectTrpcError(
        callerWith(admin).caller.events.getSignUpsForUser({ userId: ' ' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Bruger er påkrævet']);
    });
  });
});

describe('events.getProgramSignups', () => {
  it("lists the teacher's sign-ups to one programme's events", async ({ teacher }) => {
    const signups = await callerWith(teacher).caller.events.getProgramSignups({ programName: 'kickstart' });
    expect(signups?.map((s) => s.eventId)).toEqual(expect.arrayContaining(['evt-3003', 'evt-3007']));
    expect(signups?.every((s) => s.event.programName === 'kickstart')).toBe(true);
  });

  it('sends a Danish programme name URL-encoded in the path', async ({ teacher }) => {
    const { caller } = callerWith(teacher);
    await caller.user.joinProgram({ programName: 'iværksætterdag' });
    await caller.events.signUpToEvent({ eventId: 'evt-3004' });
    const signups = await caller.events.getProgramSignups({ programName: 'iværksætterdag' });
    expect(signups?.map((s) => s.eventId)).toEqual(['evt-3004']);
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.events.getProgramSignups({ programName: 'kickstart' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.events.getProgramSignups({ programName: 'kickstart' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null for an unknown programme', async ({ teacher }) => {
      expect(
        await callerWith(teacher).caller.events.getProgramSignups({ programName: 'findes-ikke' }),
      ).toBeNull();
    });

    it("refuses an empty programme name with 'Programnavn er påkrævet'", async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.events.getProgramSignups({ programName: '' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Programnavn er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/events/users/', (c) =>
        c.events.getProgramSignups({ programName: 'kickstart' }),
      );
    });
  });
});

describe('events.getUserEvent', () => {
  it("gives the teacher's own view of an event they hold a seat at", async ({ teacher }) => {
    const data = await callerWith(teacher).caller.events.getUserEvent({ eventId: 'evt-3003' });
    expect(data).toMatchObject({
      eventId: 'evt-3003',
      email: 'laerer@example.dk',
      signedUp: true,
      codeRequired: false,
    });
    expect(data?.signUp?.participants).toHaveLength(3);
  });

  it('explains why a code event cannot be booked yet', async ({ teacher }) => {
    const data = await callerWith(teacher).caller.events.getUserEvent({ eventId: 'evt-3001' });
    expect(data).toMatchObject({
      codeRequired: true,
      codeValidated: false,
      canSignUp: false,
      refusal: { reason: 'code-required' },
      submission: null,
    });
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.events.getUserEvent({ eventId: 'evt-3003' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.events.getUserEvent({ eventId: 'evt-3003' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null for an unknown event', async ({ teacher }) => {
      expect(await callerWith(teacher).caller.events.getUserEvent({ eventId: 'evt-9999' })).toBeNull();
    });

    it("refuses an empty event with 'Arrangement er påkrævet'", async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.events.getUserEvent({ eventId: '' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Arrangement er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/events/users/', (c) =>
        c.events.getUserEvent({ eventId: 'evt-3003' }),
      );
    });
  });
});

describe('events.getEventTeamData', () => {
  it("gives the teacher's team at an event", async ({ teacher }) => {
    const data = await callerWith(teacher).caller.events.getEventTeamData({ eventId: 'evt-3006' });
    expect(data).toMatchObject({
      eventId: 'evt-3006',
      email: 'laerer@example.dk',
      team: { name: 'Grøn Kaffe ApS' },
    });
    expect(data?.team?.members.length).toBeGreaterThan(0);
  });

  it('answers team: null where the teacher has no team', async ({ teacher }) => {
    const data = await callerWith(teacher).caller.events.getEventTeamData({ eventId: 'evt-3001' });
    expect(data).toMatchObject({ eventId: 'evt-3001', team: null });
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.events.getEventTeamData({ eventId: 'evt-3006' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.events.getEventTeamData({ eventId: 'evt-3006' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null on a 401 without ending the session (quiet)', async ({ teacher }) => {
      await expectQuietOn(teacher, 401, '/events/GetEventTeamData', (c) =>
        c.events.getEventTeamData({ eventId: 'evt-3006' }),
      );
    });

    it('resolves null on a 500 without ending the session (quiet)', async ({ teacher }) => {
      await expectQuietOn(teacher, 500, '/events/GetEventTeamData', (c) =>
        c.events.getEventTeamData({ eventId: 'evt-3006' }),
      );
    });
  });
});

describe('events.signUpToEvent', () => {
  it('books a seat at an open event, and the seat count drops on the shared ledger', async ({ teacher }) => {
    const { caller } = callerWith(teacher);
    const before = await callerWith(null).caller.attendee.getRemainingSeats({ eventId: 'evt-3005' });
    const booked = await caller.events.signUpToEvent({ eventId: 'evt-3005' });
    expect(booked).toMatchObject({ eventId: 'evt-3005', signUp: { selfSignedUp: true, source: 'teacher' } });
    expect(booked?.remainingSeats).toBe((before?.remainingSeats ?? 0) - 1);
    const after = await callerWith(null).caller.attendee.emailIsSignedUp({
      eventId: 'evt-3005',
      pagePath: '/arrangementer/konference-entreprenoerskab/',
      email: 'laerer@example.dk',
    });
    expect(after?.signedUp).toBe(true);
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.events.signUpToEvent({ eventId: 'evt-3005' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.events.signUpToEvent({ eventId: 'evt-3005' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null for a second booking of the same event', async ({ teacher }) => {
      expect(await callerWith(teacher).caller.events.signUpToEvent({ eventId: 'evt-3003' })).toBeNull();
    });

    it('resolves null for an event of a programme the teacher has not joined', async ({ teacher }) => {
      expect(await callerWith(teacher).caller.events.signUpToEvent({ eventId: 'evt-3002' })).toBeNull();
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/events/SignUpToEvent', (c) =>
        c.events.signUpToEvent({ eventId: 'evt-3005' }),
      );
    });
  });
});

describe('events.signUpToEventByList', () => {
  const participants = [
    { name: 'Signe Kjær', email: 'signe.kjaer@example.dk' },
    { name: 'Bo Madsen', email: 'bo.madsen@example.dk' },
  ];

  it('books a seat for every person on the list, not for the teacher', async ({ teacher }) => {
    const booked = await callerWith(teacher).caller.events.signUpToEventByList({
      eventId: 'evt-3005',
      participants,
    });
    expect(booked).toMatchObject({ eventId: 'evt-3005', added: 2, signUp: { selfSignedUp: false } });
    expect(booked?.signUp.participants.map((p) => p.email).sort()).toEqual([
      'bo.madsen@example.dk',
      'signe.kjaer@example.dk',
    ]);
    const seats = await callerWith(null).caller.attendee.getRemainingSeats({ eventId: 'evt-3005' });
    expect(seats?.remainingSeats).toBe(booked?.remainingSeats);
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.events.signUpToEventByList({ eventId: 'evt-3005', participants }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.events.signUpToEventByList({ eventId: 'evt-3005', participants }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it("refuses a participant's malformed e-mail with 'Email skal indeholde @ og domæne'", async ({
      teacher,
    }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.events.signUpToEventByList({
          eventId: 'evt-3005',
          participants: [{ name: 'Signe', email: 'signe@' }],
        }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Email skal indeholde @ og domæne']);
    });

    it("refuses a participant without a name with 'Navn er påkrævet'", async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.events.signUpToEventByList({
          eventId: 'evt-3005',
          participants: [{ name: '', email: 'a@b.dk' }],
        }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Navn er påkrævet']);
    });

    it('refuses an empty list and a list of more than 100', async ({ teacher }) => {
      const empty = await expectTrpcError(
        callerWith(teacher).caller.events.signUpToEventByList({ eventId: 'evt-3005', participants: [] }),
        'BAD_REQUEST',
      );
      expect(inputMessages(empty)).toEqual(['Tilføj mindst én deltager']);
      const many = Array.from({ length: 101 }, (_, i) => ({
        name: `Elev ${i}`,
        email: `elev${i}@example.dk`,
      }));
      const tooMany = await expectTrpcError(
        callerWith(teacher).caller.events.signUpToEventByList({ eventId: 'evt-3005', participants: many }),
        'BAD_REQUEST',
      );
      expect(inputMessages(tooMany)).toEqual(['Højst 100 deltagere ad gangen']);
    });

    it('resolves null and takes no seat when the list is larger than the seats left', async ({ teacher }) => {
      const three = [...participants, { name: 'Eva Holm', email: 'eva.holm@example.dk' }];
      const { caller } = callerWith(teacher);
      await caller.user.joinProgram({ programName: 'iværksætterdag' });
      expect(
        await caller.events.signUpToEventByList({ eventId: 'evt-3004', participants: three }),
      ).toBeNull();
      expect(
        (await callerWith(null).caller.attendee.getRemainingSeats({ eventId: 'evt-3004' }))?.remainingSeats,
      ).toBe(2);
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/events/SignUpToEventByList', (c) =>
        c.events.signUpToEventByList({ eventId: 'evt-3005', participants }),
      );
    });
  });
});

describe('events.createSubmission', () => {
  it("hands in a submission with the event's code, which also counts as validating the code", async ({
    teacher,
  }) => {
    const { caller } = callerWith(teacher);
    const submission = await caller.events.createSubmission({ code: 'KICKSTART-2026', eventId: 'evt-3001' });
    expect(submission).toMatchObject({
      eventId: 'evt-3001',
      code: 'KICKSTART-2026',
      email: 'laerer@example.dk',
    });
    expect(submission?.submissionId).toBeTruthy();
    const view = await caller.events.getUserEvent({ eventId: 'evt-3001' });
    expect(view).toMatchObject({
      codeValidated: true,
      submission: { submissionId: submission?.submissionId },
    });
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.events.createSubmission({ code: 'KICKSTART-2026', eventId: 'evt-3001' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.events.createSubmission({ code: 'KICKSTART-2026', eventId: 'evt-3001' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it('resolves null for a wrong code', async ({ teacher }) => {
      expect(
        await callerWith(teacher).caller.events.createSubmission({ code: 'FORKERT', eventId: 'evt-3001' }),
      ).toBeNull();
    });

    it('resolves null for a second submission to the same event', async ({ teacher }) => {
      const { caller } = callerWith(teacher);
      expect(
        await caller.events.createSubmission({ code: 'KICKSTART-2026', eventId: 'evt-3001' }),
      ).not.toBeNull();
      expect(
        await caller.events.createSubmission({ code: 'KICKSTART-2026', eventId: 'evt-3001' }),
      ).toBeNull();
    });

    it("refuses an empty code with 'Kode er påkrævet'", async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.events.createSubmission({ code: '', eventId: 'evt-3001' }),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual(['Kode er påkrævet']);
    });

    it('ends the session and resolves null when the API answers 401', async ({ teacher }) => {
      await expectLoggedOutOn401(teacher, '/events/CreateSubmission', (c) =>
        c.events.createSubmission({ code: 'KICKSTART-2026', eventId: 'evt-3001' }),
      );
    });
  });
});

describe('events.validateUserForEvent', () => {
  it('clears a teacher for an open event', async ({ teacher }) => {
    const check = await callerWith(teacher).caller.events.validateUserForEvent({ eventId: 'evt-3005' });
    expect(check).toEqual({
      valid: true,
      eventId: 'evt-3005',
      email: 'laerer@example.dk',
      codeRequired: false,
      codeValidated: false,
    });
  });

  it('reports a missing code as codeRequired rather than refusing', async ({ teacher }) => {
    const check = await callerWith(teacher).caller.events.validateUserForEvent({ eventId: 'evt-3001' });
    expect(check).toMatchObject({ valid: true, codeRequired: true, codeValidated: false });
  });

  describe('Authorization', () => {
    it('refuses an admin with FORBIDDEN', async ({ admin }) => {
      await expectTrpcError(
        callerWith(admin).caller.events.validateUserForEvent({ eventId: 'evt-3005' }),
        'FORBIDDEN',
      );
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(
        callerWith(null).caller.events.validateUserForEvent({ eventId: 'evt-3005' }),
        'UNAUTHORIZED',
      );
    });
  });

  describe('Errors', () => {
    it("hands a teacher without an institution the API's refusal: FORBIDDEN, its message and reason", async ({
      newTeacher,
    }) => {
      const error = await expectTrpcError(
        callerWith(newTeacher).caller.events.validateUserForEvent({ eventId: 'evt-3005' }),
        'FORBIDDEN',
      );
      expect(reasonOf(error)).toBe('no-institution');
      expect(error.message).toMatch(/institution/i);
    });

    it('hands over the refusal for an event of a programme the teacher has not joined', async ({
      teacher,
    }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.events.validateUserForEvent({ eventId: 'evt-3002' }),
        'FORBIDDEN',
      );
      expect(reasonOf(error)).toBe('not-in-program');
    });

    it('hands over the refusal for an event that has started as CONFLICT', async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.events.validateUserForEvent({ eventId: 'evt-3007' }),
        'CONFLICT',
      );
      expect(reasonOf(error)).toBe('event-past');
    });

    it('hands over an unknown event as NOT_FOUND', async ({ teacher }) => {
      const error = await expectTrpcError(
        callerWith(teacher).caller.events.validateUserForEvent({ eventId: 'evt-9999' }),
        'NOT_FOUND',
      );
      expect(reasonOf(error)).toBe('event-not-found');
    });

    it('hands over a 401 as UNAUTHORIZED without ending the session', async ({ teacher }) => {
      await injectFault({
        service: 'product',
        pathPrefix: '/events/ValidateUserForEvent',
        status: 401,
        times: 1,
      });
      const { caller, session, endedSignals } = callerWith(teacher);
      await expectTrpcError(caller.events.validateUserForEvent({ eventId: 'evt-3005' }), 'UNAUTHORIZED');
      expect(session.current).not.toBeNull();
      expect(endedSignals()).toBe(0);
    });
  });
});
