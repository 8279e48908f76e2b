import type { SeatHolder, SeatResult } from '../../seats';
import type { SeedEvent } from '../../seed/types';
import { type ApiError, conflict, forbidden, notFound } from '../errors';
import { eventEntry } from './indexes';
import { findInstitution, isMember, isPast, nowIso, requireEvent, sameEmail } from './lookup';
import type { ProductState, ProductUser } from './model';

/** What one person has to do with one event, read from the shared seat ledger. */
export interface UserSignUp {
  event: SeedEvent;
  /** The person's own seat, however it was taken (teacher sign-up, a colleague's list, the public form). */
  self: SeatHolder | null;
  /** The people this person signed up by list. */
  participants: SeatHolder[];
  /** The newest of those seats. */
  signedUpAt: string;
}

export function signUpFor(state: ProductState, user: ProductUser, event: SeedEvent): UserSignUp | null {
  const holders = state.seats.list(event.eventId);
  const self = holders.find((h) => sameEmail(h.email, user.email)) ?? null;
  const participants = holders.filter((h) => h.source === 'list' && sameEmail(h.signedUpBy, user.email));
  if (!self && participants.length === 0) return null;
  const times = [self, ...participants].flatMap((h) => (h ? [h.at] : []));
  return { event, self, participants, signedUpAt: times.sort().at(-1) ?? '' };
}

/** Every event the person holds a seat at or signed others up to, in the order of the event list. */
export function signUpsOf(state: ProductState, user: ProductUser): UserSignUp[] {
  return state.seats
    .eventsOf(user.email)
    .flatMap((eventId) => eventEntry(state.events, eventId) ?? [])
    .sort((a, b) => a.order - b.order)
    .flatMap(({ event }) => signUpFor(state, user, event) ?? []);
}

export const hasCodeFor = (user: ProductUser, eventId: string): boolean =>
  user.eventCodes.some((g) => g.eventId === eventId);

/** Why the person may not take part in the event, or null when they may (code and seats aside). */
export function ineligibility(state: ProductState, user: ProductUser, event: SeedEvent): ApiError | null {
  if (isPast(state, event))
    return conflict(`The event '${event.title}' has already taken place.`, 'event-past');
  const institution = findInstitution(state, user.institutionId);
  if (!institution) {
    return forbidden(
      'The user is not linked to an institution; choose one on the account page first.',
      'no-institution',
    );
  }
  if (institution.status !== 'confirmed') {
    return forbidden(
      `The user's institution '${institution.name}' is waiting for approval.`,
      'institution-pending',
    );
  }
  if (event.programName && !isMember(user, event.programName)) {
    return forbidden(
      `The event belongs to the programme '${event.programName}', which the user has not joined.`,
      'not-in-program',
      { programName: event.programName },
    );
  }
  return null;
}

function seatRefusal(
  event: SeedEvent,
  result: Extract<SeatResult, { ok: false }>,
  remaining: number,
): ApiError {
  if (result.reason === 'duplicate') {
    return conflict(
      `Already signed up to '${event.title}': ${result.emails.join(', ')}.`,
      'already-signed-up',
      { emails: result.emails },
    );
  }
  if (result.reason === 'full') {
    return conflict(`Not enough seats left at '${event.title}' (${remaining} left).`, 'event-full', {
      remainingSeats: remaining,
    });
  }
  return notFound(`There is no event with the id '${event.eventId}'.`, 'event-not-found');
}

/** The checks every sign-up passes, in the order a person would want to hear them. */
function assertMayTakeSeats(state: ProductState, user: ProductUser, event: SeedEvent): void {
  const refusal = ineligibility(state, user, event);
  if (refusal) throw refusal;
  if (event.code && !hasCodeFor(user, event.eventId)) {
    throw forbidden(
      `The event '${event.title}' needs a redeem code; validate the code first.`,
      'code-required',
    );
  }
}

function takeSeats(state: ProductState, event: SeedEvent, people: SeatHolder[]): number {
  const result = state.seats.take(event.eventId, people);
  if (!result.ok) throw seatRefusal(event, result, state.seats.remaining(event.eventId));
  return result.remaining;
}

const institutionName = (state: ProductState, user: ProductUser) =>
  findInstitution(state, user.institutionId)?.name ?? null;

export function signUp(state: ProductState, user: ProductUser, eventId: string) {
  const event = requireEvent(state, eventId);
  assertMayTakeSeats(state, user, event);
  const holder: SeatHolder = {
    email: user.email,
    name: user.name,
    source: 'teacher',
    signedUpBy: null,
    sessionId: null,
    institution: institutionName(state, user),
    at: nowIso(state),
  };
  const remaining = takeSeats(state, event, [holder]);
  return { event, remaining };
}

/** All of the list gets a seat, or nobody does (duplicates and a too-short supply refuse the whole list). */
export function signUpByList(
  state: ProductState,
  user: ProductUser,
  eventId: string,
  participants: { name: string; email: string }[],
) {
  const event = requireEvent(state, eventId);
  assertMayTakeSeats(state, user, event);
  const at = nowIso(state);
  const institution = institutionName(state, user);
  const holders = participants.map<SeatHolder>((p) => ({
    email: p.email,
    name: p.name.trim(),
    source: 'list',
    signedUpBy: user.email,
    sessionId: null,
    institution,
    at,
  }));
  const remaining = takeSeats(state, event, holders);
  return { event, remaining, added: holders.length };
}

/** The pre-flight check before sign-up: may this person take part at all, and is a code still missing? */
export function validateForEvent(state: ProductState, user: ProductUser, eventId: string) {
  const event = requireEvent(state, eventId);
  const refusal = ineligibility(state, user, event);
  if (refusal) throw refusal;
  if (state.seats.has(eventId, user.email)) {
    throw conflict(`The user is already signed up to '${event.title}'.`, 'already-signed-up', {
      emails: [user.email],
    });
  }
  if (state.seats.remaining(eventId) === 0) {
    throw conflict(`The event '${event.title}' is full.`, 'event-full', { remainingSeats: 0 });
  }
  return { event, codeRequired: event.code !== null, codeValidated: hasCodeFor(user, eventId) };
}

const byStart = (a: SeedEvent, b: SeedEvent) => a.startDate.localeCompare(b.startDate);

export function upcomingEvents(state: ProductState): SeedEvent[] {
  return state.events.filter((e) => !isPast(state, e)).sort(byStart);
}

/** Upcoming events of the person's programmes and open events, that the person holds no seat at yet. */
export function relevantEvents(state: ProductState, user: ProductUser): SeedEvent[] {
  return upcomingEvents(state).filter(
    (e) =>
      (e.programName === null || isMember(user, e.programName)) && !state.seats.has(e.eventId, user.email),
  );
}

/** "Active programmes": joined programmes that have at least one upcoming event, with those events. */
export function activePrograms(state: ProductState, user: ProductUser) {
  const upcoming = upcomingEvents(state);
  return user.programs
    .map((membership) => ({
      membership,
      program: state.programs.find((p) => p.programName === membership.programName),
      events: upcoming.filter((e) => e.programName === membership.programName),
    }))
    .filter((a) => a.program && a.events.length > 0);
}
