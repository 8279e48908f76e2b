import type { NextApiRequest, NextApiResponse } from 'next';
import { calendarPagePath, eventEnd, eventInfoOf, placeLine, slugOf } from '@/lib/event-info';
import { buildEventCalendar, calendarFileName } from '@/lib/ics';
import { PRIVATE_PAGE, publicPageCacheControl } from '@/server/cache-headers';
import { env } from '@/server/env';
import { loadContentPage } from '@/server/loaders/page';
import { clientKeyOf, consumeLimit, TOO_MANY_MESSAGE } from '@/server/rate-limit';
import { upstreamClients } from '@/server/upstream';

/**
 * "Tilføj til kalender": GET /api/kalender/arrangementer/{slug}.ics answers the event page at
 * /arrangementer/{slug}/ as an iCalendar file (one VEVENT, times in UTC). Only event pages have one. The file is
 * made from the page as the page cache holds it (no CMS call of its own), kept by a CDN as long as its page
 * (docs/deploy.md, What a CDN may cache), and limited per client like the other public reads
 * (docs/decisions/0030).
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
  const allowed = await consumeLimit('publicRead', clientKeyOf(req));
  if (!allowed.allowed) {
    res.setHeader('cache-control', 'no-store');
    res.setHeader('retry-after', String(allowed.retryAfterSeconds));
    res.status(429).json({ error: TOO_MANY_MESSAGE(allowed.retryAfterSeconds) });
    return;
  }
  const result = await loadContentPage(upstreamClients(), path);
  if (result.kind === 'not-found') {
    notFound(res);
    return;
  }
  if (result.kind === 'unavailable') {
    res.setHeader('cache-control', 'no-store');
    res.status(503).json({ error: 'Kalenderfilen kan ikke hentes lige nu. Prøv igen om lidt.' });
    return;
  }
  const page = result.page;
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
  // As its page: shared caches keep it for the page cache's lifetime; a stale copy is not shared.
  res.setHeader(
    'cache-control',
    result.stale ? PRIVATE_PAGE : publicPageCacheControl(env().PAGE_CACHE_TTL_MS),
  );
  res.status(200).send(req.method === 'HEAD' ? '' : body);
}
