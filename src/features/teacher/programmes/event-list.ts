import type { ActiveProgramme, ProductEvent, SignUp } from './types';

export interface ListedEvent {
  event: ProductEvent;
  /** The programme's display name, or null for an open event. */
  programme: string | null;
  selfSignedUp: boolean;
  listCount: number;
}

/**
 * The events this screen lists: the upcoming events of the person's active programmes (GetEvents), the open
 * events (GetRelevantEvents) and every upcoming event they hold a seat at or signed others up to
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

/** "1 ledig plads" / "12 ledige pladser". */
export const seatsLeftText = (count: number) => (count === 1 ? '1 ledig plads' : `${count} ledige pladser`);

/** Where an event is, from the parts it has: "Aarhus Rådhus, Rådhuspladsen 2, 8000 Aarhus C" or just "Online". */
export function placeText(location: { name: string; address: string; zip: string; city: string }): string {
  const town = `${location.zip} ${location.city}`.trim();
  return [location.name, location.address, town]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** A status line's sign-up part, in the tense that fits: "Du er tilmeldt" now, "Du var tilmeldt" once it is held. */
export function signedUpText(item: { selfSignedUp: boolean; listCount: number }, past: boolean): string {
  const parts = [
    `Du ${past ? 'var' : 'er'} ${item.selfSignedUp ? '' : 'ikke '}tilmeldt`,
    item.listCount > 0 ? `${item.listCount} tilmeldt af dig via liste` : null,
  ];
  return parts.filter(Boolean).join(' · ');
}
