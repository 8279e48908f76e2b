import { TRPCError } from '@trpc/server';
import { buildCalendar, type CalendarEvent } from '@/lib/ics';
import type { Context } from '@/server/context';
import { appRouter } from '@/server/routers/root';
import { createCallerFactory } from '@/server/trpc';
import type { z } from 'zod';
import { isAdmin } from '@/server/auth/session';
import type { signUp } from '@/server/upstream/product/events-schemas';

type SignUp = z.infer<typeof signUp>;

const createCaller = createCallerFactory(appRouter);

const UNAVAILABLE = 'Din kalender kan ikke hentes lige nu. Prøv igen om lidt.';

export const MY_CALENDAR_FILE = 'mine-arrangementer.ics';

export interface CalendarAnswer {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  body: string;
}

const json = (status: number, error: string): CalendarAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  headers: {},
  body: JSON.stringify({ error }),
});

/** The sign-ups that belong in the calendar: upcoming events where the person holds a seat or signed others up. */
export const calendarSignUps = (signUps: readonly SignUp[]) =>
  signUps.filter((signUp) => !signUp.event.isPast && (signUp.selfSignedUp || signUp.participants.length > 0));

function calendarEventOf(signUp: SignUp, siteUrl: URL, stamp: Date): CalendarEvent {
  const { event } = signUp;
  const pageUrl = new URL(event.url, siteUrl).href;
  const place = [
    event.location.name,
    event.location.address,
    `${event.location.zip} ${event.location.city}`.trim(),
  ]
    .filter(Boolean)
    .join(', ');
  const list = signUp.participants.length;
  const who = [
    signUp.selfSignedUp ? 'Du er tilmeldt.' : null,
    list > 0 ? `Du har tilmeldt ${list} ${list === 1 ? 'deltager' : 'deltagere'} via liste.` : null,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    uid: `${event.eventId}@${siteUrl.hostname}`,
    title: event.title,
    start: new Date(event.startDate),
    end: new Date(event.endDate),
    location: place,
    description: [event.teaser, who, `Læs mere: ${pageUrl}`].filter(Boolean).join('\n\n'),
    url: pageUrl,
    stamp,
  };
}

/**
 * "Tilføj alle mine arrangementer til min kalender": one .ics with a VEVENT for every upcoming event the
 * person is signed up for. Identity comes from the session only; the procedure's own access rules answer
 * 401 (no session) and 403 (an administrator).
 */
export async function myCalendar(ctx: Context, siteUrl: string, now = new Date()): Promise<CalendarAnswer> {
  let signUps: SignUp[] | null;
  try {
    const caller = createCaller(ctx);
    const user = await ctx.sessionState();
    if (user.status === 'active' && isAdmin(user.data)) return json(403, 'Kalenderen er kun for lærere.');
    signUps = await caller.events.getSignUpsForUser();
  } catch (error) {
    if (error instanceof TRPCError && error.code === 'UNAUTHORIZED')
      return json(401, 'Log ind for at hente din kalender.');
    if (error instanceof TRPCError && error.code === 'FORBIDDEN')
      return json(403, 'Kalenderen er kun for lærere.');
    if (error instanceof TRPCError) return json(503, UNAVAILABLE);
    throw error;
  }
  if (!signUps) return json(503, UNAVAILABLE);
  const site = new URL(siteUrl);
  const events = calendarSignUps(signUps).map((signUp) => calendarEventOf(signUp, site, now));
  return {
    status: 200,
    contentType: 'text/calendar; charset=utf-8',
    headers: {
      'content-disposition': `attachment; filename="${MY_CALENDAR_FILE}"`,
      'cache-control': 'private, no-store',
    },
    body: buildCalendar(events, { name: 'Mine arrangementer' }),
  };
}
