import { describe, expect, it, vi } from 'vitest';
import { UpstreamCache } from '@/server/cache';
import { loadPage, pageCacheStats } from '@/server/loaders/page';
import type { Upstream } from '@/server/upstream';
import { UpstreamError } from '@/server/upstream/http';
import type { Page } from '@/cms/vocabulary';

/** No block preparation: these tests are about the cache. */
const asIs = (page: Page) => Promise.resolve({ ...page, Blocks: [] });

describe('caches that survive a crowd', () => {
  it('bounds an upstream cache by bytes: a few huge answers push out the older ones, not the memory', async () => {
    const cache = new UpstreamCache<string>(60_000, { maxEntries: 100, maxBytes: 10_000 });
    for (let i = 0; i < 10; i++) await cache.get(`k${i}`, () => Promise.resolve('x'.repeat(3_000)));
    expect(cache.stats.bytes).toBeLessThanOrEqual(10_000);
    expect(cache.stats.entries).toBe(3);
    expect(cache.fresh('k9')).toBeDefined();
    expect(cache.fresh('k0')).toBeUndefined();
  });

  it('remembers unknown paths apart: a flood of 404s does not evict the good copy', async () => {
    const getPage = vi.fn((path: string) => {
      if (path === '/god-side/') return Promise.resolve({ Page: { Url: path } });
      return Promise.reject(new UpstreamError('cms', 404, { message: 'not found' }, 'not found'));
    });
    const upstream = { cms: { getPage } } as unknown as Upstream;
    expect((await loadPage(upstream, '/god-side/', asIs)).kind).toBe('page');
    for (let i = 0; i < 3_000; i++) {
      expect((await loadPage(upstream, `/findes-ikke-${i}/`, asIs)).kind).toBe('not-found');
    }
    expect(pageCacheStats().entries).toBe(1);
    const calls = getPage.mock.calls.length;
    expect((await loadPage(upstream, '/god-side/', asIs)).kind).toBe('page');
    // An unknown path asked again within the lifetime is answered from memory too.
    expect((await loadPage(upstream, '/findes-ikke-7/', asIs)).kind).toBe('not-found');
    expect(getPage.mock.calls.length).toBe(calls);
  });
});

describe('upstream answers are read with a size cap', () => {
  it('refuses an answer over the cap as a 502, declared or streamed, and reads one under it', async () => {
    const { createServer } = await import('node:http');
    const { requestJson } = await import('@/server/upstream/http');
    const { z } = await import('zod');
    const server = createServer((req, res) => {
      const body = JSON.stringify({ filler: 'x'.repeat(req.url === '/big' ? 20_000 : 100) });
      if (req.url === '/chunked') {
        res.writeHead(200, { 'content-type': 'application/json' });
        for (let i = 0; i < 10; i++) res.write(' '.repeat(5_000));
        res.end(body);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) });
      res.end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    const get = (path: string) =>
      requestJson('cms', new URL(`http://127.0.0.1:${port}${path}`), {
        timeoutMs: 2_000,
        schema: z.looseObject({ filler: z.string() }),
        maxBytes: 10_000,
      });
    try {
      await expect(get('/big')).rejects.toMatchObject({ status: 502 });
      await expect(get('/chunked')).rejects.toMatchObject({ status: 502 });
      await expect(get('/small')).resolves.toMatchObject({ filler: 'x'.repeat(100) });
    } finally {
      server.close();
    }
  });
});
