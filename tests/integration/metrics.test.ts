// Off the shared fixtures (tests/integration/fixtures.ts, docs/decisions/0040): this file starts its own server on a
// fresh copy of the server modules configured with a metrics token (vi.resetModules), built in beforeAll around the
// teacher's sealed cookie, before any test (and so any fixture) exists.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import type { GetServerSidePropsContext, NextApiRequest, NextApiResponse } from 'next';
import parsePrometheusTextFormat, { type PromFamily } from 'parse-prometheus-text-format';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@/server/auth/session';
import { ACCOUNTS, loginAs, resetMock } from './harness';

/**
 * GET /api/metrics (docs/decisions/0032), read with a Prometheus text parser: the families an operator needs,
 * the readiness detail's access rule, and label values from fixed lists only, so random URLs add no series.
 * One in-process server stands in for `next start`: the request hook of src/instrumentation.ts, the real route
 * handler, and a teacher screen's real loader.
 */
const TOKEN = 'metrics-token-for-the-tests-0123456';
let server: Server;
let base = '';
let teacher: SessionData;

/** The few helpers of Next's API response that the route uses. */
const apiResponse = (res: ServerResponse) =>
  Object.assign(res, {
    status(code: number) {
      res.statusCode = code;
      return res;
    },
    json(value: unknown) {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(value));
    },
    send(text: string) {
      res.end(text);
    },
  }) as unknown as NextApiResponse;

beforeAll(async () => {
  vi.stubEnv('READINESS_TOKEN', TOKEN);
  vi.resetModules();
  await resetMock();
  const { measureRequests } = await import('@/server/metrics/requests');
  const metricsRoute = (await import('@/pages/api/metrics')).default;
  const { registeredTeacherProps } = await import('@/server/loaders/teacher-screen');
  const { loadMaterials } = await import('@/server/loaders/screens/teacher-materials');
  const { sealPasswords } = await import('@/server/auth/secrets');
  const { loadContentPage } = await import('@/server/loaders/page');
  const { upstreamClients } = await import('@/server/upstream');
  teacher = await loginAs(ACCOUNTS.teacher);
  measureRequests();
  const cookie = `auth.session=${await sealData(teacher, { password: sealPasswords().seal })}`;
  server = createServer((req: IncomingMessage, res: ServerResponse) => {
    void (async () => {
      const path = (req.url ?? '/').split('?')[0];
      if (path === '/api/metrics') return metricsRoute(req as NextApiRequest, apiResponse(res));
      if (path === '/min-profil/undervisningsmaterialer/') {
        req.headers.cookie = cookie;
        await registeredTeacherProps(
          { req, res, query: {}, resolvedUrl: path } as GetServerSidePropsContext,
          loadMaterials,
        );
        return void res.end('ok');
      }
      if (path === '/om-fonden/') {
        await loadContentPage(upstreamClients(), '/');
        return void res.end('ok');
      }
      res.statusCode = 404;
      res.end();
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

interface Scrape {
  families: PromFamily[];
  /** Every series Prometheus would store: each sample line's name and labels. */
  series: Set<string>;
  /** The label sets of a family's `_count` samples (the parser folds a histogram's series into one). */
  histogram: (name: string) => Record<string, string>[];
}

async function scrape(headers: Record<string, string> = {}): Promise<Scrape> {
  const answer = await fetch(`${base}/api/metrics`, { headers });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('text/plain');
  const text = await answer.text();
  const samples = text.split('\n').filter((line) => line && !line.startsWith('#'));
  return {
    families: parsePrometheusTextFormat(text),
    series: new Set(samples.map((line) => line.slice(0, line.lastIndexOf(' ')))),
    histogram: (name) =>
      samples
        .filter((line) => line.startsWith(`${name}_count{`))
        .map(
          (line) =>
            parsePrometheusTextFormat(`# HELP c c\n# TYPE c counter\nc${line.slice(line.indexOf('{'))}\n`)[0]!
              .metrics[0]!.labels ?? {},
        ),
  };
}

const family = (families: PromFamily[], name: string) => families.find((f) => f.name === name);

describe('GET /api/metrics', () => {
  it('has the families: requests by kind, upstream calls by name, caches, limits, refreshes and the process', async () => {
    await fetch(`${base}/min-profil/undervisningsmaterialer/`);
    await fetch(`${base}/om-fonden/`);
    await fetch(`${base}/om-fonden/`);
    const { families, histogram } = await scrape();

    expect(family(families, 'fis_http_request_duration_seconds')?.type).toBe('HISTOGRAM');
    expect(histogram('fis_http_request_duration_seconds')).toEqual(
      expect.arrayContaining([
        { kind: 'teacher-screen', status_class: '2xx' },
        { kind: 'public-page', status_class: '2xx' },
      ]),
    );

    expect(family(families, 'fis_upstream_call_duration_seconds')?.type).toBe('HISTOGRAM');
    const calls = histogram('fis_upstream_call_duration_seconds').map((l) => `${l.service}/${l.call}`);
    expect(calls).toEqual(
      expect.arrayContaining(['product/GetOverviewForUser', 'product/GetUser', 'cms/page']),
    );
    const outcomes = family(families, 'fis_upstream_calls_total');
    expect(outcomes?.metrics).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          labels: { service: 'product', call: 'GetOverviewForUser', outcome: 'ok' },
        }),
      ]),
    );

    const caches = family(families, 'fis_cache_lookups_total')?.metrics.map((m) => m.labels);
    expect(caches).toEqual(
      expect.arrayContaining([
        { cache: 'page-data', result: 'miss' },
        { cache: 'page-data', result: 'hit' },
      ]),
    );
    expect(family(families, 'fis_rate_limit_refusals_total')?.type).toBe('COUNTER');
    expect(family(families, 'fis_session_refreshes_total')?.type).toBe('COUNTER');
    for (const name of [
      'fis_nodejs_eventloop_lag_seconds',
      'fis_nodejs_heap_size_used_bytes',
      'fis_nodejs_gc_duration_seconds',
      'fis_process_resident_memory_bytes',
    ]) {
      expect(family(families, name), name).toBeDefined();
    }
  });

  it('answers a caller with the token as a bearer token, or on this machine; anyone else gets 403', async () => {
    await scrape();
    await scrape({ authorization: `Bearer ${TOKEN}`, 'x-forwarded-for': '203.0.113.7' });
    const stranger = await fetch(`${base}/api/metrics`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
    expect(stranger.status).toBe(403);
    const wrong = await fetch(`${base}/api/metrics`, {
      headers: { authorization: 'Bearer wrong', 'x-forwarded-for': '203.0.113.7' },
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).not.toContain('fis_');
  });

  it('gets no new series from 50 random URLs, and no label holds a path, an id or a query', async () => {
    const tokens: string[] = [];
    const random = () => {
      const token = Math.random().toString(36).slice(2);
      tokens.push(token);
      return token;
    };
    const urls = Array.from(
      { length: 50 },
      (_, i) =>
        [
          `/${random()}/${random()}/?q=${random()}`,
          `/min-profil/${random()}/?email=someone%40example.dk`,
          `/admin/bruger-information/${random()}/`,
          `/api/${random()}?id=${random()}`,
          `/api/trpc/${random()}.${random()}?input=${random()}`,
        ][i % 5]!,
    );
    // One of each kind first: the series each kind and status class has exist from then on.
    for (const url of urls.slice(0, 5)) await fetch(`${base}${url}`);
    const before = (await scrape()).series;
    for (const url of urls) await fetch(`${base}${url}`);
    const after = (await scrape()).series;
    // The runtime's own series (prom-client's defaults, fixed labels such as a GC kind) may appear when the
    // process first does that kind of work; the site's series must not grow with the URLs.
    const runtime = /^fis_(nodejs|process)_/;
    expect([...after].filter((series) => !before.has(series) && !runtime.test(series))).toEqual([]);
    const labels = [...after].join('\n');
    expect(labels).not.toMatch(/example\.dk|%40|\?|\/min-profil|\/api\//);
    for (const token of tokens) expect(labels).not.toContain(token);
  });
});
