import { Hono } from 'hono';
import type { MockContext } from '../../context';
import { type ProductEnv, requireAdmin } from '../auth';
import { forbidden } from '../errors';
import { parseBody, parseQuery, stateOf, subjectOf } from '../request';
import { schemas } from '../schemas';
import { isPast, sameEmail } from '../state/lookup';
import { eventEntry } from '../state/indexes';
import * as users from '../state/users';
import { programView, userSummary, userView } from '../views';

/** /user/*: the person's record, institution link and programme membership; admin lists and search. */
export function userRoutes(ctx: MockContext) {
  const app = new Hono<ProductEnv>();

  app.get('/GetUser', (c) => {
    const state = stateOf(ctx);
    const { email } = parseQuery(c, schemas.emailQuery);
    return c.json(userView(state, subjectOf(c, state, email)));
  });

  app.post('/CreateUser', async (c) => {
    const state = stateOf(ctx);
    const caller = c.get('caller');
    const input = await parseBody(c, schemas.createUser);
    const email = caller.email;
    if (!email)
      throw forbidden('The access token carries no e-mail, so no user can be created from it.', 'no-email');
    if (input.email && !sameEmail(input.email, email)) {
      throw forbidden('A user can only be created for the e-mail in the access token.', 'other-user');
    }
    const user = users.createUser(state, { email, sub: caller.sub, isAdmin: caller.isAdmin }, input);
    return c.json(userView(state, user), 201);
  });

  app.get('/GetPrograms', (c) => {
    const state = stateOf(ctx);
    const user = subjectOf(c, state, parseQuery(c, schemas.emailQuery).email);
    return c.json(state.programs.map((p) => programView(state, p, user)));
  });

  app.post('/ReAffirmInstitution', async (c) => {
    const state = stateOf(ctx);
    const { email } = await parseBody(c, schemas.selfOnly, { optional: true });
    return c.json(userView(state, users.reAffirmInstitution(state, subjectOf(c, state, email))));
  });

  app.post('/UpdateInstitution', async (c) => {
    const state = stateOf(ctx);
    const { email, institutionId } = await parseBody(c, schemas.updateInstitution);
    return c.json(userView(state, users.updateInstitution(state, subjectOf(c, state, email), institutionId)));
  });

  app.post('/JoinProgram', async (c) => {
    const state = stateOf(ctx);
    const { email, programName } = await parseBody(c, schemas.program);
    const user = subjectOf(c, state, email);
    const { program, membership, alreadyJoined } = users.joinProgram(state, user, programName);
    return c.json({
      programName: program.programName,
      joined: true,
      joinedAt: membership.joinedAt,
      alreadyJoined,
    });
  });

  app.post('/LeaveProgram', async (c) => {
    const state = stateOf(ctx);
    const { email, programName } = await parseBody(c, schemas.program);
    const { program, wasMember } = users.leaveProgram(state, subjectOf(c, state, email), programName);
    return c.json({ programName: program.programName, joined: false, wasMember });
  });

  app.get('/GetNewestUsers', requireAdmin, (c) => {
    const state = stateOf(ctx);
    const { limit = 10 } = parseQuery(c, schemas.newestQuery);
    return c.json(users.newestUsers(state, limit).map((u) => userSummary(state, u)));
  });

  app.get('/GetProgramData', requireAdmin, (c) => {
    const state = stateOf(ctx);
    const programmeOf = (eventId: string) => eventEntry(state.events, eventId)?.event.programName;
    const eventsOf = (programName: string | null) =>
      state.events
        .filter((e) => e.programName === programName)
        .sort((a, b) => a.startDate.localeCompare(b.startDate))
        .map((e) => {
          const holders = state.seats.list(e.eventId);
          const count = (source: string) => holders.filter((h) => h.source === source).length;
          return {
            eventId: e.eventId,
            title: e.title,
            startDate: e.startDate,
            isPast: isPast(state, e),
            capacity: e.capacity,
            seatsTaken: holders.length,
            remainingSeats: state.seats.remaining(e.eventId),
            teacherSignUps: count('teacher'),
            listSignUps: count('list'),
            attendeeSignUps: count('attendee'),
          };
        });
    const programmes = state.programs.map((p) => {
      const members = state.users.filter((u) => u.programs.some((m) => m.programName === p.programName));
      const events = eventsOf(p.programName);
      return {
        programName: p.programName,
        displayName: p.displayName,
        memberCount: members.length,
        members: members.map((u) => ({
          ...userSummary(state, u),
          joinedAt: u.programs.find((m) => m.programName === p.programName)?.joinedAt ?? null,
          // From the seat ledger's index of the person's events, not a scan of every event's seats.
          signedUpEvents: state.seats.eventsOf(u.email).filter((id) => programmeOf(id) === p.programName)
            .length,
        })),
        events,
        seatsTaken: events.reduce((sum, e) => sum + e.seatsTaken, 0),
      };
    });
    // The events that belong to no programme (open to everybody), as one last entry without a programme.
    const open = eventsOf(null);
    const withoutProgramme = {
      programName: null,
      displayName: null,
      memberCount: 0,
      members: [],
      events: open,
      seatsTaken: open.reduce((sum, e) => sum + e.seatsTaken, 0),
    };
    return c.json(open.length ? [...programmes, withoutProgramme] : programmes);
  });

  app.get('/SearchUser', requireAdmin, (c) => {
    const state = stateOf(ctx);
    const { searchTerm } = parseQuery(c, schemas.searchQuery);
    return c.json(users.searchUsers(state, searchTerm).map((u) => userSummary(state, u)));
  });

  return app;
}
