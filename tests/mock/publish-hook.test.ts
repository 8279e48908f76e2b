import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { readMockConfig } from '../../prisma-free-mock/src/config';
import { json, startMock } from './harness';

/** A site's webhook stand-in: records each call and answers with `status`. */
interface Call {
  secret: string | undefined;
  type: string | undefined;
  body: unknown;
}
let site: Server;
let status = 200;
const calls: Call[] = [];
let mock: RunningMock;
let quiet: RunningMock;

beforeAll(async () => {
  site = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push({
        secret: req.headers['x-revalidate-secret'] as string | undefined,
        type: req.headers['content-type'],
        body: JSON.parse(text),
      });
      res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/api/revalidate`;
  mock = await startMock({ publishHook: { url, secret: 'hook-secret' } });
  quiet = await startMock();
});
afterAll(async () => {
  await mock.close();
  await quiet.close();
  await new Promise((resolve) => site.close(resolve));
});

const upsert = (origin: string, path: string) =>
  fetch(`${origin}/__mock/cms/page?path=${path}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ Name: 'Ny side', ContentType: 'contentPage', Blocks: [] }),
  });

describe('the publish webhook', () => {
  it('is called with the changed page on an upsert, before the control API answers', async () => {
    calls.length = 0;
    const answer = await json<{ revalidated: number | null; page: { Url: string } }>(
      await upsert(mock.origin, '/webhook-side'),
    );
    expect(answer.revalidated).toBe(200);
    expect(calls).toEqual([
      { secret: 'hook-secret', type: 'application/json', body: { paths: [answer.page.Url] } },
    ]);
    expect(answer.page.Url).toBe('/webhook-side/');
  });

  it('is called with everything on a reset, and the site refusing it leaves the change standing', async () => {
    calls.length = 0;
    status = 401;
    const reset = await fetch(`${mock.origin}/__mock/reset`, { method: 'POST' });
    expect(await json(reset)).toEqual({ ok: true, revalidated: 401 });
    expect(calls.map((call) => call.body)).toEqual([{ all: true }]);
    status = 200;
    expect((await fetch(`${mock.origin}/cms/api/fonden/webhook-side/`)).status).toBe(404);
  });

  it('is not called without a site address, and reads its settings from the environment', async () => {
    calls.length = 0;
    expect(await json(await upsert(quiet.origin, '/uden-webhook/'))).toMatchObject({ revalidated: null });
    expect(calls).toEqual([]);
    expect(
      readMockConfig({
        NODE_ENV: 'test',
        MOCK_REVALIDATE_URL: 'http://localhost:3000/api/revalidate',
        MOCK_REVALIDATE_SECRET: 's',
      }).publishHook,
    ).toEqual({ url: 'http://localhost:3000/api/revalidate', secret: 's' });
    expect(
      readMockConfig({ NODE_ENV: 'test', MOCK_REVALIDATE_URL: 'http://localhost:3000/api/revalidate' })
        .publishHook,
    ).toBeUndefined();
  });
});
