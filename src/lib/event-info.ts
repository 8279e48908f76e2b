import * as z from 'zod/mini';
import type { Page } from '@/cms/vocabulary';
import { PATHS } from '@/lib/routes';

/** Page.Event of an eventPage (prisma-free-mock/docs/cms.md, "EventInfo"). zod/mini: this is read in the browser too. */
const text = z.catch(z.string(), '');
export const eventInfoSchema = z.object({
  EventId: z.string().check(z.minLength(1)),
  Type: text,
  ProgramName: z.catch(z.nullable(z.string()), null),
  StartDate: z.iso.datetime({ offset: true }),
  EndDate: z.catch(z.nullable(z.iso.datetime({ offset: true })), null),
  Location: z.catch(z.object({ Name: text, Address: text, Zip: text, City: text }), {
    Name: '',
    Address: '',
    Zip: '',
    City: '',
  }),
  Capacity: z.catch(z.nullable(z.int().check(z.minimum(0))), null),
  RequiresCode: z.catch(z.boolean(), false),
  PublicSignup: z.catch(z.boolean(), false),
});
export type EventInfo = z.infer<typeof eventInfoSchema>;

/** The page's event, or null when it is not an eventPage or its event data cannot be read. */
export function eventInfoOf(page: Pick<Page, 'ContentType' | 'Event'>): EventInfo | null {
  if (page.ContentType !== 'eventPage') return null;
  const parsed = eventInfoSchema.safeParse(page.Event);
  return parsed.success ? parsed.data : null;
}

/** The end of an event: its EndDate, or its start when the CMS gives none. */
export const eventEnd = (event: Pick<EventInfo, 'StartDate' | 'EndDate'>) => event.EndDate ?? event.StartDate;

/** Sign-up closes when the event starts (the attendee endpoint's "closed" rule). */
export const hasStarted = (event: Pick<EventInfo, 'StartDate'>, now: Date = new Date()) =>
  new Date(event.StartDate).getTime() <= now.getTime();

export const isOver = (event: Pick<EventInfo, 'StartDate' | 'EndDate'>, now: Date = new Date()) =>
  new Date(eventEnd(event)).getTime() < now.getTime();

/** "Vestergade 20, 1456 København K" (parts left out when empty). */
export function addressLine(location: EventInfo['Location']): string {
  const town = [location.Zip, location.City].filter(Boolean).join(' ');
  return [location.Address, town].filter(Boolean).join(', ');
}

/** "Fondens hus, Vestergade 20, 1456 København K": the place as one line, for calendars. */
export function placeLine(location: EventInfo['Location']): string {
  return [location.Name, addressLine(location)].filter(Boolean).join(', ');
}

/** The slug of a page path: '/arrangementer/workshop-design-thinking/' → 'workshop-design-thinking'. */
export const slugOf = (path: string) => path.split('/').filter(Boolean).at(-1) ?? 'arrangement';

/** Where the event's calendar file is served (src/pages/api/kalender/[...path].ts, handled in src/server/api/event-calendar.ts). */
export const calendarUrl = (pagePath: string) =>
  `${PATHS.api.eventCalendar}${pagePath.split('/').filter(Boolean).join('/')}.ics`;

/** An event page's slug, as the CMS makes them: lower-case letters, digits and single hyphens. */
const EVENT_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The inverse of `calendarUrl`: the event page's path from the route's segments, or null for anything but
 * `arrangementer/{slug}.ics`. Nothing else reaches the CMS from this route: no other section, no dot segments,
 * no backslashes or encoded separators (`..%5C..%5C…`).
 */
export function calendarPagePath(segments: string | string[] | undefined): string | null {
  const parts = Array.isArray(segments) ? segments : segments ? [segments] : [];
  if (parts.length !== 2 || parts[0] !== 'arrangementer') return null;
  const file = parts[1] ?? '';
  if (!file.toLowerCase().endsWith('.ics')) return null;
  const slug = file.slice(0, -'.ics'.length);
  if (slug.length > 120 || !EVENT_SLUG.test(slug)) return null;
  return `/arrangementer/${slug}/`;
}
