import type { z } from 'zod';
import type { activePrograms, event, signUp } from '../upstream/product/events-schemas';
import { pageOf, type CursorPage } from './paging';

/**
 * The teacher screens' event lists, shaped on the server (spec section 4's calls answer whole lists): a teacher
 * in a large programme sees hundreds of events and has lists of up to 100 participants, so the screens get one
 * page at a time, with counts instead of participant lists. Pure: the procedures hand in what the calls answered.
 */

export type ProductEvent = z.infer<typeof event>;
export type ActiveProgramme = z.infer<typeof activePrograms>[number];
export type SignUp = z.infer<typeof signUp>;

export interface ListedEvent {
  event: ProductEvent;
  /** The programme's display name, or null for an open event. */
  programme: string | null;
  selfSignedUp: boolean;
  listCount: number;
}

/**
 * The events Programmer og events lists: the upcoming events of the person's active programmes (GetEvents), the
 * open events (GetRelevantEvents) and every event they hold a seat at or signed others up to
 * (GetSignUpsForUser, past ones included), once each, soonest first.
 */
export function listEvents(
  active: readonly ActiveProgramme[],
  relevant: readonly ProductEvent[],
  signUps: readonly SignUp[],
  programmes: readonly { programName: string; displayName: string }[] = [],
): ListedEvent[] {
  const names = new Map(
    [...programmes, ...active].map((programme) => [programme.programName, programme.displayName]),
  );
  const byId = new Map<string, ListedEvent>();
  const add = (event: ProductEvent, keepPast = false) => {
    if ((event.isPast && !keepPast) || byId.has(event.eventId)) return;
    byId.set(event.eventId, {
      event,
      programme: event.programName ? (names.get(event.programName) ?? event.programName) : null,
      selfSignedUp: false,
      listCount: 0,
    });
  };
  for (const programme of active)
    for (const { signedUp: _signedUp, ...event } of programme.events) add(event);
  relevant.forEach((event) => add(event));
  for (const signUp of signUps) {
    // Past events stay when the person was signed up: their team data is still worth seeing.
    add(signUp.event, true);
    const listed = byId.get(signUp.eventId);
    if (listed) {
      listed.selfSignedUp = signUp.selfSignedUp;
      listed.listCount = signUp.participants.length;
    }
  }
  for (const programme of active)
    for (const event of programme.events) {
      const listed = byId.get(event.eventId);
      if (listed && event.signedUp) listed.selfSignedUp = true;
    }
  return [...byId.values()].sort((a, b) => a.event.startDate.localeCompare(b.event.startDate));
}

export type EventsWhen = 'upcoming' | 'past';

/**
 * One page of the screen's events: upcoming soonest first, or past (the ones the person was signed up to) newest
 * first; `calendarCount` is the upcoming events the calendar file holds (a seat or a list).
 */
export function myEventsPage(
  listed: readonly ListedEvent[],
  when: EventsWhen,
  cursor: number,
  limit: number,
): CursorPage<ListedEvent> & { calendarCount: number; pastCount: number } {
  const upcoming = listed.filter((item) => !item.event.isPast);
  const past = listed.filter((item) => item.event.isPast).reverse();
  return {
    ...pageOf(when === 'upcoming' ? upcoming : past, cursor, limit),
    calendarCount: upcoming.filter((item) => item.selfSignedUp || item.listCount > 0).length,
    pastCount: past.length,
  };
}

/** How many of a programme's next open events Min oversigt gets: its task list needs the first one. */
export const OPEN_EVENTS_KEPT = 3;

/**
 * The active programmes as Min oversigt shows them: counts of upcoming events and seats, and only the next few
 * upcoming events without the teacher's seat (soonest first), not the whole programme.
 */
export function activeProgrammeSummaries(active: readonly ActiveProgramme[]) {
  return active.map(({ events, description: _description, ...programme }) => {
    const upcoming = events.filter((e) => !e.isPast);
    return {
      ...programme,
      upcomingCount: upcoming.length,
      signedUpCount: upcoming.filter((e) => e.signedUp).length,
      events: upcoming
        .filter((e) => !e.signedUp)
        .sort((a, b) => a.startDate.localeCompare(b.startDate))
        .slice(0, OPEN_EVENTS_KEPT),
    };
  });
}

/** The latest sign-ups with the number of listed participants instead of the participants themselves. */
export const signUpSummaries = (signUps: readonly SignUp[]) =>
  signUps.map(({ participants, ...rest }) => ({ ...rest, participantCount: participants.length }));
