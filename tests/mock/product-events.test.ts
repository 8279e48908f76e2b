import { describe, expect, it } from 'vitest';
import type { EventView, SignUpView, TeamView } from '../../prisma-free-mock/src/product/views';
import type { UserEventData as UserEvent } from '../../prisma-free-mock/src/product/routes/events';
import { NEW_TEACHER, standInForFile, TEACHER } from './product-client';

const { api } = standInForFile();

const JONAS = 'jonas.krogh@example.dk';

interface ActiveProgram {
  programName: string;
  displayName: string;
  joinedAt: string;
  events: (EventView & { signedUp: boolean })[];
}

describe('what a teacher sees', () => {
  it('GetEvents gives the active programmes: joined ones with upcoming events, and those events', async () => {
    const { status, body } = await api.get<ActiveProgram[]>(`/events/GetEvents?email=${TEACHER}`, TEACHER);
    expect(status).toBe(200);
    // company-programme is joined but only has a past event, so it is not active.
    expect(body.map((p) => p.programName)).toEqual(['kickstart']);
    expect(body[0]?.events.map((e) => [e.eventId, e.signedUp])).toEqual([
      ['evt-3003', true],
      ['evt-3001', false],
    ]);
    expect(body[0]?.events[1]).toMatchObject({
      requiresCode: true,
      isPast: false,
      capacity: 120,
      remainingSeats: 119,
    });
  });

  it('GetRelevantEvents gives upcoming events of own programmes and open events, not yet signed up', async () => {
    const { body } = await api.get<EventView[]>(`/events/GetRelevantEvents?email=${TEACHER}`, TEACHER);
    expect(body.map((e) => e.eventId)).toEqual(['evt-3001', 'evt-3005']);
    expect(
      (await api.get<EventView[]>('/events/GetRelevantEvents', NEW_TEACHER)).body.map((e) => e.eventId),
    ).toEqual(['evt-3005']);
  });

  it('GetLatestSignups gives the newest sign-ups first, list sign-ups included', async () => {
    const { body } = await api.get<SignUpView[]>(`/events/GetLatestSignups?email=${TEACHER}`, TEACHER);
    expect(body.map((s) => s.eventId)).toEqual(['evt-3003', 'evt-3006', 'evt-3007']);
    expect(body[0]).toMatchObject({
      selfSignedUp: true,
      source: 'teacher',
      event: { title: 'Webinar: Kom godt i gang med Kickstart' },
    });
    expect(body[0]?.participants.map((p) => p.email)).toEqual([
      'peter.lund@example.dk',
      'hanne.skov@example.dk',
      'kasper.ravn@example.dk',
    ]);
  });

  it('GetSignUpsForUser gives every sign-up by event date, by userId or e-mail', async () => {
    const byId = await api.get<SignUpView[]>('/events/GetSignUpsForUser?userId=user-2001', TEACHER);
    expect(byId.body.map((s) => [s.eventId, s.event.isPast])).toEqual([
      ['evt-3007', true],
      ['evt-3006', true],
      ['evt-3003', false],
    ]);
    expect((await api.get(`/events/GetSignUpsForUser?userId=${TEACHER}`, TEACHER)).body).toEqual(byId.body);
  });

  it('gives the sign-ups of one programme, with the programme name URL-encoded', async () => {
    const kickstart = await api.get<SignUpView[]>(
      `/events/users/${TEACHER}/programs/kickstart/signups`,
      TEACHER,
    );
    expect(kickstart.body.map((s) => s.eventId)).toEqual(['evt-3007', 'evt-3003']);
    const frederik = 'frederik.moeller@example.dk';
    const iv = await api.get<SignUpView[]>(
      `/events/users/${frederik}/programs/${encodeURIComponent('iværksætterdag')}/signups`,
      frederik,
    );
    expect(iv).toMatchObject({ status: 200, body: [] });
    expect((await api.get(`/events/users/${TEACHER}/programs/skak/signups`, TEACHER)).status).toBe(404);
    const bad = await api.get('/events/users/not-an-email/programs/kickstart/signups', TEACHER);
    expect(bad.error.message).toBe('The request is not valid: email must be a valid e-mail address.');
  });

  it("gives a user's data for an event: sign-up, code, submission and team", async () => {
    const webinar = await api.get<UserEvent>(`/events/users/${TEACHER}/events/evt-3003`, TEACHER);
    expect(webinar.body).toMatchObject({
      signedUp: true,
      codeRequired: false,
      canSignUp: false,
      refusal: { reason: 'already-signed-up' },
      submission: null,
    });
    expect(webinar.body.signUp?.participants).toHaveLength(3);
    const finale = await api.get<UserEvent>(`/events/users/${JONAS}/events/evt-3001`, JONAS);
    expect(finale.body).toMatchObject({
      signedUp: true,
      codeValidated: true,
      submission: { code: 'KICKSTART-2026', email: JONAS },
      team: { name: 'Holdet fra Munke Mose' },
    });
    expect((await api.get(`/events/users/${TEACHER}/events/evt-9999`, TEACHER)).status).toBe(404);
  });

  it('GetEventTeamData gives the team of the user at the event, or team null', async () => {
    const team = await api.get<{ eventId: string; email: string; team: TeamView | null }>(
      `/events/GetEventTeamData?eventId=evt-3006&userId=${TEACHER}`,
      TEACHER,
    );
    expect(team.body).toMatchObject({
      eventId: 'evt-3006',
      email: TEACHER,
      team: { name: 'Grøn Kaffe ApS' },
    });
    expect(team.body.team?.members).toHaveLength(4);
    expect(
      (await api.get(`/events/GetEventTeamData?eventId=evt-3001&userId=${TEACHER}`, TEACHER)).body,
    ).toMatchObject({ team: null });
    expect((await api.get('/events/GetEventTeamData?eventId=evt-9999', TEACHER)).status).toBe(404);
    const bad = await api.get(`/events/GetEventTeamData?userId=${TEACHER}`, TEACHER);
    expect(bad.error.message).toBe('The request is not valid: eventId is required.');
  });
});
