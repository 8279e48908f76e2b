import type { ListedEvent } from '@/server/teacher/my-events';

/** One event of Programmer og events' list, as events.getMyEventsPage sends it (src/server/teacher/my-events.ts). */
export type { ListedEvent };

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

/**
 * A programme card's counts, with the plural that fits: "2 kommende arrangementer · 1 tilmelding",
 * "Ingen kommende arrangementer · ingen tilmeldinger". `signUps` is null for a programme the teacher is not in: then
 * only the events are told.
 */
export function programmeCountsText(upcoming: number, signUps: number | null): string {
  const events =
    upcoming <= 0
      ? 'Ingen kommende arrangementer'
      : `${upcoming} kommende ${upcoming === 1 ? 'arrangement' : 'arrangementer'}`;
  if (signUps === null) return events;
  const seats =
    signUps <= 0 ? 'ingen tilmeldinger' : `${signUps} ${signUps === 1 ? 'tilmelding' : 'tilmeldinger'}`;
  return `${events} · ${seats}`;
}
