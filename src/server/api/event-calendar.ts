import type { NextApiRequest, NextApiResponse } from 'next';
import { calendarPagePath, eventEnd, eventInfoOf, placeLine, slugOf } from '@/lib/event-info';
import { buildEventCalendar, calendarFileName } from '@/lib/ics';
import { env } from '@/server/env';
import { log } from '@/server/log';
import { upstreamClients, UpstreamError } from '@/server/upstream';

/**
 * "Tilføj til kalender": GET /api/kalender/arrangementer/{slug}.ics answers the event page at
 * /arrangementer/{slug}/ as an iCalendar file (one VEVENT, times in UTC). Only event pages have one.
 */

function notFound(res: NextApiResponse) {
  res.setHeader('cache-control', 'no-store');
  res.status(404).json({ error: 'Arrangementet blev ikke fundet' });
}

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('allow', 'GET, HEAD');
    res.status(405).json({ error: 'Kun GET' });
    return;
  }
  const path = calendarPagePath(req.query.path);
  if (!path) {
    notFound(res);
    return;
  }
  let answer;
  try {
    answer = await upstreamClients().cms.getPage(path);
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) {
      notFound(res);
      return;
    }
    log.error(
      { path, err: error instanceof Error ? error.message : String(error) },
      'calendar file: page unavailable',
    );
    res.setHeader('cache-control', 'no-store');
    res.status(503).json({ error: 'Kalenderfilen kan ikke hentes lige nu. Prøv igen om lidt.' });
    return;
  }
  const page = answer.Page;
  const event = eventInfoOf(page);
  if (!event) {
    notFound(res);
    return;
  }
  const site = new URL(env().SITE_URL);
  const pageUrl = new URL(page.Url, site).href;
  const teaser = page.Teaser?.Text || page.Seo?.Description || '';
  const body = buildEventCalendar({
    uid: `${event.EventId}@${site.hostname}`,
    title: page.Name,
    start: new Date(event.StartDate),
    end: new Date(eventEnd(event)),
    location: placeLine(event.Location),
    description: [teaser, `Læs mere og tilmeld dig: ${pageUrl}`].filter(Boolean).join('\n\n'),
    url: pageUrl,
    stamp: new Date(),
  });
  res.setHeader('content-type', 'text/calendar; charset=utf-8');
  res.setHeader('content-disposition', `attachment; filename="${calendarFileName(slugOf(page.Url))}"`);
  res.setHeader('cache-control', 'public, max-age=300');
  res.status(200).send(req.method === 'HEAD' ? '' : body);
}
