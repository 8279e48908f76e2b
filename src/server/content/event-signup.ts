import { z } from 'zod';
import { loadContentPage } from '../loaders/page';
import type { Upstream } from '../upstream';

/** What an event page says about its sign-up (Page.Event; prisma-free-mock/docs/cms.md, "EventInfo"). */
const eventSchema = z.object({
  EventId: z.string(),
  StartDate: z.string(),
  PublicSignup: z.boolean(),
});

/**
 * Whether the event page at `pagePath` is `eventId`'s and open to public sign-up: the CMS says so and the event
 * has not begun. Read from the page cache the page itself is served from, so a visitor's check costs no extra
 * CMS call. Anything else (another page, a members-only or code event, a CMS failure) is false.
 */
export async function opensPublicSignup(
  upstream: Upstream,
  pagePath: string,
  eventId: string,
  now = Date.now(),
): Promise<boolean> {
  const result = await loadContentPage(upstream, new URL(pagePath, 'http://site.invalid').pathname);
  if (result.kind !== 'page' || result.page.ContentType !== 'eventPage') return false;
  const event = eventSchema.safeParse(result.page.Event);
  return (
    event.success &&
    event.data.EventId === eventId &&
    event.data.PublicSignup &&
    Date.parse(event.data.StartDate) > now
  );
}
