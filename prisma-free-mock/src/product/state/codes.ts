import type { SeedEvent } from '../../seed/types';
import { badRequest, conflict } from '../errors';
import { isPast, nowIso, requireEvent } from './lookup';
import type { EventCodeGrant, ProductState, ProductUser, Submission } from './model';

/** Codes are compared without case and surrounding spaces: people type them from paper. */
export const normaliseCode = (code: string): string => code.trim().toUpperCase();

/** The event a code opens: the given event when it matches, else the first upcoming event with that code. */
export function eventForCode(state: ProductState, code: string, eventId?: string): SeedEvent | null {
  const key = normaliseCode(code);
  const matching = state.events.filter((e) => e.code !== null && normaliseCode(e.code) === key);
  if (eventId) return matching.find((e) => e.eventId === eventId) ?? null;
  return matching.find((e) => !isPast(state, e)) ?? matching[0] ?? null;
}

function invalidCode(code: string, event?: SeedEvent): never {
  throw badRequest(
    event
      ? `The code '${code}' is not the code of the event '${event.title}'.`
      : `The code '${code}' is not valid for any event.`,
    'invalid-code',
  );
}

/** Records that the person has redeemed the code; validating again keeps the first time. */
export function validateEventCode(
  state: ProductState,
  user: ProductUser,
  code: string,
  eventId?: string,
): { event: SeedEvent; grant: EventCodeGrant } {
  const event = eventForCode(state, code, eventId);
  if (!event) return invalidCode(code, eventId ? requireEvent(state, eventId) : undefined);
  if (isPast(state, event))
    throw conflict(`The event '${event.title}' has already taken place.`, 'event-past');
  let grant = user.eventCodes.find((g) => g.eventId === event.eventId);
  if (!grant) {
    grant = { eventId: event.eventId, code: normaliseCode(code), validatedAt: nowIso(state) };
    user.eventCodes.push(grant);
  }
  return { event, grant };
}

/** One submission per person and event, handed in with the event's code (which also counts as redeeming it). */
export function createSubmission(
  state: ProductState,
  user: ProductUser,
  eventId: string,
  code: string,
): Submission {
  const event = requireEvent(state, eventId);
  if (!event.code) {
    throw badRequest(`The event '${event.title}' takes no submissions with a code.`, 'invalid-code');
  }
  validateEventCode(state, user, code, eventId);
  if (state.submissions.some((s) => s.eventId === eventId && s.userId === user.userId)) {
    throw conflict(`The user has already handed in a submission for '${event.title}'.`, 'submission-exists');
  }
  const submission: Submission = {
    submissionId: state.nextId('submission'),
    eventId,
    userId: user.userId,
    code: normaliseCode(code),
    createdAt: nowIso(state),
  };
  state.submissions.push(submission);
  return submission;
}

export const submissionOf = (state: ProductState, user: ProductUser, eventId: string): Submission | null =>
  state.submissions.find((s) => s.eventId === eventId && s.userId === user.userId) ?? null;

/** The team the person is responsible for or a member of at the event. */
export function teamOf(state: ProductState, user: ProductUser, eventId: string) {
  return (
    state.teams.find(
      (t) =>
        t.eventId === eventId &&
        (t.userId === user.userId ||
          t.members.some((m) => m.email?.toLowerCase() === user.email.toLowerCase())),
    ) ?? null
  );
}
