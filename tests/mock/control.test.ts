import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { json, startMock } from './harness';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

const post = (path: string, body: unknown, method = 'POST') =>
  fetch(`${mock.origin}${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('fault injection', () => {
  it('answers the injected status for the given number of times, then serves normally', async () => {
    const before = await fetch(`${mock.origin}/cms/api/fonden/`);
    expect(
      await post('/__mock/faults', { service: 'cms', pathPrefix: '/api/fonden/', status: 503, times: 2 }),
    ).toHaveProperty('status', 201);
    expect((await fetch(`${mock.origin}/cms/api/fonden/`)).status).toBe(503);
    expect((await fetch(`${mock.origin}/cms/api/fonden/`)).status).toBe(503);
    expect((await fetch(`${mock.origin}/cms/api/fonden/`)).status).toBe(before.status);
  });

  it('matches only its own service and path prefix, given below the base or as the full path', async () => {
    await post('/__mock/faults', { service: 'cms', pathPrefix: '/cms/api/grid/', status: 500 });
    expect((await fetch(`${mock.origin}/cms/api/grid/GetLatestArticles?amount=1&pageId=1`)).status).toBe(500);
    expect((await fetch(`${mock.origin}/cdn/none.jpg`)).status).not.toBe(500);
    await fetch(`${mock.origin}/__mock/faults`, { method: 'DELETE' });
    expect((await fetch(`${mock.origin}/cms/api/grid/GetLatestArticles?amount=1&pageId=1`)).status).not.toBe(
      500,
    );
  });

  it('delays an answer by delayMs', async () => {
    await post('/__mock/faults', { service: 'search', delayMs: 300, times: 1 });
    const started = Date.now();
    await fetch(`${mock.origin}/1/indexes/*/queries`, { method: 'POST', body: '{}' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(280);
  });

  it('refuses a fault without status or delay, and an unknown service, with a readable 400', async () => {
    const noEffect = await post('/__mock/faults', { service: 'cms' });
    expect(noEffect.status).toBe(400);
    expect((await json<{ error: string }>(noEffect)).error).toMatch(/status, a delayMs or both/);
    const unknown = await post('/__mock/faults', { service: 'mail', status: 500 });
    expect(unknown.status).toBe(400);
    expect((await json<{ error: string }>(unknown)).error).toMatch(/service/);
  });
});

describe('page upsert and reset', () => {
  it('serves an upserted page and forgets it on reset', async () => {
    const put = await post(
      '/__mock/cms/page?path=/test-side/',
      { Name: 'Testside', ContentType: 'contentPage', Blocks: [] },
      'PUT',
    );
    expect(put.status).toBe(200);
    expect(mock.store.state.cms.getPage('/test-side/')?.Name).toBe('Testside');
    await post('/__mock/reset', {});
    expect(mock.store.state.cms.getPage('/test-side/')).toBeUndefined();
  });

  it('refuses a page without a name or a path', async () => {
    expect(
      (await post('/__mock/cms/page?path=/x/', { ContentType: 'contentPage', Blocks: [] }, 'PUT')).status,
    ).toBe(400);
    expect(
      (await post('/__mock/cms/page', { Name: 'X', ContentType: 'contentPage', Blocks: [] }, 'PUT')).status,
    ).toBe(400);
  });
});

describe('control API switch', () => {
  it('is absent when control is off', async () => {
    const production = await startMock({ controlEnabled: false });
    try {
      expect((await fetch(`${production.origin}/__mock/reset`, { method: 'POST' })).status).toBe(404);
    } finally {
      await production.close();
    }
  });
});

describe('request stats', () => {
  it('counts requests per service and path until cleared', async () => {
    await fetch(`${mock.origin}/__mock/stats`, { method: 'DELETE' });
    await fetch(`${mock.origin}/cms/api/fonden/`);
    await fetch(`${mock.origin}/cms/api/fonden/`);
    await fetch(`${mock.origin}/cdn/none.jpg`);
    const stats = await json<{
      total: number;
      services: Record<string, number>;
      paths: Record<string, number>;
    }>(await fetch(`${mock.origin}/__mock/stats`));
    expect(stats.total).toBe(3);
    expect(stats.services).toEqual({ cms: 2, cdn: 1 });
    expect(stats.paths['cms /cms/api/fonden/']).toBe(2);
  });
});
