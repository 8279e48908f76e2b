import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, beforeAll, describe, expect } from 'vitest';
import { it, type UpstreamCalls } from './fixtures';
import calendarRoute from '@/pages/api/kalender/[...path]';
import { publicPageCacheControl } from '@/server/cache-headers';
import { env } from '@/server/env';
import { LIMITS } from '@/server/rate-limit';
import { MAX_BATCH_SIZE } from '@/server/api/trpc';
import type { RunningSite } from './fuzz/site';

/**
 * The public reads cost the upstream little (docs/decisions/0030): a batch of identical calls is one CMS call,
 * the reads are limited per client (429 with a Danish message), a batch is capped, and the calendar file is made
 * from the page cache and kept by a CDN as its page is.
 */
let calendar: { base: string; close: () => Promise<void> };

beforeAll(async () => {
  calendar = await serveCalendar();
});
afterAll(async () => {
  await calendar.close();
});
/** The CMS calls for `path` since the test began (the world's reset also empties the public reads' cache). */
const cmsCalls = (calls: UpstreamCalls, path: string): Promise<number> =>
  calls.count((key) => key.startsWith('cms ') && key.includes(path));

/** One GET carrying `count` calls of `procedure` with `input`, as the browser's batch link sends them. */
const batch = (site: RunningSite, procedure: string, input: unknown, count: number) => {
  const paths = Array<string>(count).fill(procedure).join(',');
  const inputs = Object.fromEntries(Array.from({ length: count }, (_, i) => [i, input]));
  return fetch(
    `${site.origin}/api/trpc/${paths}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
  );
};

describe('the public read procedures', () => {
  it('answer 20 batched calls with one upstream call, from a shared cache', async ({
    site,
    upstreamCalls,
  }) => {
    const response = await batch(site, 'content.getLatestArticles', { amount: 3, pageId: 1 }, MAX_BATCH_SIZE);
    expect(response.status).toBe(200);
    const answers = (await response.json()) as { result: { data: unknown } }[];
    expect(answers).toHaveLength(20);
    expect(new Set(answers.map((a) => JSON.stringify(a.result.data))).size).toBe(1);
    expect(await cmsCalls(upstreamCalls, '/GetLatestArticles')).toBe(1);
    // Another caller a moment later: still from the cache.
    await batch(site, 'content.getLatestArticles', { amount: 3, pageId: 1 }, 1);
    expect(await cmsCalls(upstreamCalls, '/GetLatestArticles')).toBe(1);

    for (const [procedure, input, path] of [
      ['attendee.getRemainingSeats', { eventId: 'evt-3002' }, '/GetRemainingSeats'],
      ['attendee.sessionExists', { sessionId: 'no-such-session' }, '/SessionExists'],
      ['content.getFlashcards', { ids: [1, 2] }, '/GetFlashcards'],
    ] as const) {
      expect((await batch(site, procedure, input, MAX_BATCH_SIZE)).status, procedure).toBe(200);
      expect(await cmsCalls(upstreamCalls, path), procedure).toBe(1);
    }
  });

  it('refuse a batch larger than the cap with a 4xx, and call no upstream', async ({
    site,
    upstreamCalls,
  }) => {
    const response = await batch(
      site,
      'content.getLatestArticles',
      { amount: 3, pageId: 1 },
      MAX_BATCH_SIZE + 1,
    );
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(await cmsCalls(upstreamCalls, '/GetLatestArticles')).toBe(0);
  });

  it('are limited per client: beyond the limit 429, with Retry-After and a Danish message', async ({
    site,
  }) => {
    const { points } = LIMITS.publicRead;
    for (let sent = 0; sent < points; sent += MAX_BATCH_SIZE)
      expect(
        (await batch(site, 'attendee.getRemainingSeats', { eventId: 'evt-3002' }, MAX_BATCH_SIZE)).status,
      ).toBe(200);
    const refused = await batch(site, 'attendee.getRemainingSeats', { eventId: 'evt-3002' }, 1);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const [body] = (await refused.json()) as { error: { message: string } }[];
    expect(body?.error.message).toMatch(/^For mange forsøg\. Vent \d+ sekund/);
    // The calendar files count against the same budget.
    expect((await fetch(`${calendar.base}/arrangementer/workshop-design-thinking.ics`)).status).toBe(429);
  });
});

describe('the calendar file', () => {
  it('is made from the page cache and kept by a CDN as long as its page', async ({ upstreamCalls }) => {
    const first = await fetch(`${calendar.base}/arrangementer/workshop-design-thinking.ics`);
    expect(first.status).toBe(200);
    expect(await first.text()).toContain('BEGIN:VEVENT');
    expect(first.headers.get('cache-control')).toBe(publicPageCacheControl(env().PAGE_CACHE_TTL_MS));
    const pageCalls = await cmsCalls(upstreamCalls, '/workshop-design-thinking');
    expect(pageCalls).toBe(1);
    for (let i = 0; i < 5; i++)
      expect((await fetch(`${calendar.base}/arrangementer/workshop-design-thinking.ics`)).status).toBe(200);
    expect(await cmsCalls(upstreamCalls, '/workshop-design-thinking')).toBe(pageCalls);
    expect((await fetch(`${calendar.base}/legater/ekskursionsstoette.ics`)).status).toBe(404);
  });
});

/** The calendar route as the browser reaches it, with the helpers Next adds and the `path` it reads. */
async function serveCalendar() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname.replace(/^\/api\/kalender\//, '').split('/');
    const next = Object.assign(req, { query: { path } }) as unknown as NextApiRequest;
    const reply = Object.assign(res, {
      status: (code: number) => {
        res.statusCode = code;
        return reply;
      },
      json: (body: unknown) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      },
      send: (body: string) => res.end(body),
    }) as unknown as NextApiResponse;
    void calendarRoute(next, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/kalender`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
