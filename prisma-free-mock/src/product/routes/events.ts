import { Hono } from 'hono';
import type { MockContext } from '../../context';
import type { ProductEnv } from '../auth';
import { ApiError, badRequest } from '../errors';
import { parseBody, parsePath, parseQuery, stateOf, subjectOf } from '../request';
import { schemas } from '../schemas';
import { createSubmission, submissionOf, teamOf } from '../state/codes';
import { requireEvent, requireProgram } from '../state/lookup';
import type { ProductState, ProductUser } from '../state/model';
import * as signups from '../state/signups';
import { eventView, signUpView, submissionView, teamView } from '../views';

const LATEST_SIGNUPS = 5;

function userEventData(state: ProductState, user: ProductUser, eventId: string) {
  const event = requireEvent(state, eventId);
  const signUp = signups.signUpFor(state, user, event);
  const grant = user.eventCodes.find((g) => g.eventId === eventId) ?? null;
  let refusal: { reason: string; message: string } | null = null;
  try {
    const check = signups.validateForEvent(state, user, eventId);
    if (check.codeRequired && !check.codeValidated) {
      refusal = {
        reason: 'code-required',
        message: 'The event needs a redeem code; validate the code first.',
      };
    }
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    refusal = { reason: error.reason ?? 'refused', message: error.message };
  }
  const submission = submissionOf(state, user, eventId);
  const team = teamOf(state, user, eventId);
  return {
    eventId,
    email: user.email,
    event: eventView(state, event),
    signedUp: signUp?.self != null,
    signUp: signUp ? signUpView(state, signUp) : null,
    codeRequired: event.code !== null,
    codeValidated: grant !== null,
    codeValidatedAt: grant?.validatedAt ?? null,
    submission: submission ? submissionView(state, submission) : null,
    team: team ? teamView(team) : null,
    canSignUp: refusal === null,
    refusal,
  };
}

/** /events/*: what a teacher has signed up to and may sign up to, sign-ups, submissions and teams. */
export function eventRoutes(ctx: MockContext) {
  const app = new Hono<ProductEnv>();

  app.get('/GetEvents', (c) => {
    const state = stateOf(ctx);
    const user = subjectOf(c, state, parseQuery(c, schemas.emailQuery).email);
    return c.json(
      signups.activePrograms(state, user).map(({ program, membership, events }) => ({
        programName: membership.programName,
        displayName: program?.displayName ?? membership.programName,
        description: program?.description ?? '',
        joinedAt: membership.joinedAt,
        events: events.map((e) => ({
          ...eventView(state, e),
          signedUp: state.seats.has(e.eventId, user.email),
        })),
      })),
    );
  });

  app.get('/GetRelevantEvents', (c) => {
    const state = stateOf(ctx);
    const user = subjectOf(c, state, parseQuery(c, schemas.emailQuery).email);
    return c.json(signups.relevantEvents(state, user).map((e) => eventView(state, e)));
  });

  app.get('/GetLatestSignups', (c) => {
    const state = stateOf(ctx);
    const user = subjectOf(c, state, parseQuery(c, schemas.emailQuery).email);
    const latest = signups
      .signUpsOf(state, user)
      .sort((a, b) => b.signedUpAt.localeCompare(a.signedUpAt))
      .slice(0, LATEST_SIGNUPS);
    return c.json(latest.map((s) => signUpView(state, s)));
  });

  app.get('/GetSignUpsForUser', (c) => {
    const state = stateOf(ctx);
    const user = subjectOf(c, state, parseQuery(c, schemas.userIdQuery).userId);
    const all = signups
      .signUpsOf(state, user)
      .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate));
    return c.json(all.map((s) => signUpView(state, s)));
  });

  app.get('/users/:email/programs/:programName/signups', (c) => {
    const state = stateOf(ctx);
    const { email } = parsePath(c, schemas.userPath);
    const user = subjectOf(c, state, email);
    const program = requireProgram(state, c.req.param('programName'));
    const inProgram = signups
      .signUpsOf(state, user)
      .filter((s) => s.event.programName === program.programName)
      .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate));
    return c.json(inProgram.map((s) => signUpView(state, s)));
  });

  app.get('/users/:email/events/:eventId', (c) => {
    const state = stateOf(ctx);
    const { email } = parsePath(c, schemas.userPath);
    const user = subjectOf(c, state, email);
    return c.json(userEventData(state, user, c.req.param('eventId')));
  });

  app.get('/GetEventTeamData', (c) => {
    const state = stateOf(ctx);
    const { eventId, userId } = parseQuery(c, schemas.teamQuery);
    const user = subjectOf(c, state, userId);
    requireEvent(state, eventId);
    const team = teamOf(state, user, eventId);
    return c.json({ eventId, email: user.email, team: team ? teamView(team) : null });
  });

  app.post('/SignUpToEvent', async (c) => {
    const state = stateOf(ctx);
    const { email, eventId } = await parseBody(c, schemas.event);
    const user = subjectOf(c, state, email);
    const { event, remaining } = signups.signUp(state, user, eventId);
    const signUp = signups.signUpFor(state, user, event);
    return c.json({ eventId, remainingSeats: remaining, signUp: signUp && signUpView(state, signUp) }, 201);
  });

  app.post('/SignUpToEventByList', async (c) => {
    const state = stateOf(ctx);
    const { email, eventId, participants } = await parseBody(c, schemas.signUpByList);
    const user = subjectOf(c, state, email);
    const { event, remaining, added } = signups.signUpByList(state, user, eventId, participants);
    const signUp = signups.signUpFor(state, user, event);
    return c.json(
      { eventId, remainingSeats: remaining, added, signUp: signUp && signUpView(state, signUp) },
      201,
    );
  });

  app.post('/CreateSubmission', async (c) => {
    const state = stateOf(ctx);
    const query = parseQuery(c, schemas.submissionQuery);
    const body = await parseBody(c, schemas.submission);
    // The spec sends code and eventId twice (query and body); where both are given they must agree.
    for (const field of ['code', 'eventId'] as const) {
      const [q, b] = [query[field], body[field]];
      if (q !== undefined && b !== undefined && q !== b) {
        throw badRequest(
          `The request is not valid: ${field} differs between the query (${q}) and the body (${b}).`,
        );
      }
    }
    const code = body.code ?? query.code;
    const eventId = body.eventId ?? query.eventId;
    if (!code || !eventId) {
      throw badRequest(`The request is not valid: ${code ? 'eventId' : 'code'} is required.`);
    }
    const user = subjectOf(c, state, body.email);
    return c.json(submissionView(state, createSubmission(state, user, eventId, code)), 201);
  });

  app.post('/ValidateUserForEvent', async (c) => {
    const state = stateOf(ctx);
    const { email, eventId } = await parseBody(c, schemas.eventForUser);
    const user = subjectOf(c, state, email);
    const { codeRequired, codeValidated } = signups.validateForEvent(state, user, eventId);
    return c.json({ valid: true, eventId, email: user.email, codeRequired, codeValidated });
  });

  return app;
}

export type UserEventData = ReturnType<typeof userEventData>;
