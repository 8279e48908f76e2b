import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_CMS_PREVIEW_KEY } from '../../prisma-free-mock/src/config';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { json, startMock } from './harness';

/** Drafts and preview requests (prisma-free-mock/docs/cms.md, "Drafts and preview"). */
let mock: RunningMock;
let site: Server;
const hookCalls: unknown[] = [];

beforeAll(async () => {
  site = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      hookCalls.push(JSON.parse(text));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`;
  mock = await startMock({ publishHook: { url, secret: 'hook-secret' } });
});
afterAll(async () => {
  await mock.close();
  await new Promise((resolve) => site.close(resolve));
});
beforeEach(async () => {
  await fetch(`${mock.origin}/__mock/reset`, { method: 'POST' });
  hookCalls.length = 0;
});

const PREVIEW = { Preview: 'true', 'Api-Key': DEFAULT_CMS_PREVIEW_KEY };

const draft = (path: string, body: object) =>
  fetch(`${mock.origin}/__mock/cms/page?path=${path}&draft=1`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${mock.origin}/cms/api/fonden${path}`, { headers });
const nameOf = async (response: Response) => (await json<{ Page: { Name: string } }>(response)).Page.Name;
const state = async () =>
  json<{ stores: Record<string, unknown> }>(await fetch(`${mock.origin}/__mock/state`));
const articleNames = async (headers: Record<string, string> = {}) =>
  (
    await json<{ Name: string }[]>(
      await fetch(`${mock.origin}/cms/api/grid/GetLatestArticles?amount=50`, { headers }),
    )
  ).map((article) => article.Name);
const searchHits = async (query: string) =>
  (
    await json<{ results: { nbHits: number }[] }>(
      await fetch(`${mock.origin}/1/indexes/*/queries`, {
        method: 'POST',
        headers: { 'x-algolia-application-id': 'local', 'x-algolia-api-key': 'local-search-key' },
        body: JSON.stringify({ requests: [{ indexName: 'content', params: `query=${query}` }] }),
      }),
    )
  ).results[0]?.nbHits;

describe('drafts in the stand-in CMS', () => {
  it('keeps the published page, the search index and the site uninformed when a draft is stored', async () => {
    const published = await nameOf(await page('/vindere/'));
    const before = await state();
    const stored = await draft('/vindere/', {
      Name: 'Vindere kladdeord',
      ContentType: 'contentPage',
      Blocks: [],
    });
    expect(stored.status).toBe(200);
    expect(await nameOf(await page('/vindere/'))).toBe(published);
    expect(await searchHits('kladdeord')).toBe(0);
    expect(hookCalls).toEqual([]);
    // The state digest sees the draft (a refused call must change nothing, drafts included); the pages are the same.
    expect((await state()).stores.cmsPages).not.toEqual(before.stores.cmsPages);
  });

  it('answers the draft only to a preview request with the key; a wrong key is refused', async () => {
    await draft('/vindere/', { Name: 'Vindere kladde', ContentType: 'contentPage', Blocks: [] });
    await draft('/helt-ny/', { Name: 'Helt ny kladde', ContentType: 'article', Blocks: [] });
    expect(await nameOf(await page('/vindere/', PREVIEW))).toBe('Vindere kladde');
    expect(await nameOf(await page('/helt-ny/', PREVIEW))).toBe('Helt ny kladde');
    expect((await page('/helt-ny/')).status).toBe(404);
    // The key alone is no preview request; Preview without the right key is refused.
    expect((await page('/helt-ny/', { 'Api-Key': DEFAULT_CMS_PREVIEW_KEY })).status).toBe(404);
    const wrong = await page('/vindere/', { Preview: 'true', 'Api-Key': 'forkert-noegle-forkert' });
    expect(wrong.status).toBe(401);
    expect(JSON.stringify(await wrong.json())).not.toContain('kladde');
    expect((await page('/vindere/', { Preview: 'true' })).status).toBe(401);
    // The news list shows a draft article in preview only.
    expect(await articleNames(PREVIEW)).toContain('Helt ny kladde');
    expect(await articleNames()).not.toContain('Helt ny kladde');
    expect(
      (
        await fetch(`${mock.origin}/cms/api/grid/GetLatestArticles?amount=5`, {
          headers: { Preview: 'true' },
        })
      ).status,
    ).toBe(401);
  });

  it('publishes a draft: everyone sees it, search indexes it, and the site is told', async () => {
    await draft('/helt-ny/', { Name: 'Helt ny publiceret', ContentType: 'contentPage', Blocks: [] });
    const published = await fetch(`${mock.origin}/__mock/cms/publish?path=/helt-ny/`, { method: 'POST' });
    expect(await json(published)).toMatchObject({ ok: true, revalidated: 200, page: { Url: '/helt-ny/' } });
    expect(hookCalls).toEqual([{ paths: ['/helt-ny/'] }]);
    expect(await nameOf(await page('/helt-ny/'))).toBe('Helt ny publiceret');
    expect(await searchHits('publiceret')).toBe(1);
    // Nothing left to publish.
    expect((await fetch(`${mock.origin}/__mock/cms/publish?path=/helt-ny/`, { method: 'POST' })).status).toBe(
      404,
    );
    expect((await fetch(`${mock.origin}/__mock/cms/publish?path=helt-ny`, { method: 'POST' })).status).toBe(
      400,
    );
  });

  it('drops every draft on reset', async () => {
    await draft('/helt-ny/', { Name: 'Væk efter reset', ContentType: 'contentPage', Blocks: [] });
    await fetch(`${mock.origin}/__mock/reset`, { method: 'POST' });
    expect((await page('/helt-ny/', PREVIEW)).status).toBe(404);
  });
});
