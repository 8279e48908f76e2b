import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { log } from '@/server/log';
import { UpstreamError } from '@/server/upstream/http';
import { requestJsonItems } from '@/server/upstream/json-items';

/**
 * An upstream list read item by item (src/server/upstream/json-items.ts), against a local server whose answers
 * are written piece by piece: each item is validated as it comes, and every way a list can go wrong while it
 * streams is an UpstreamError thrown by the iteration, after the items before it.
 */
const item = z.object({ id: z.number(), name: z.string() });
const person = (id: number) => ({ id, name: `Person ${id}` });

type Answer = (res: ServerResponse) => void;
const answers: Record<string, Answer> = {
  '/list': (res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.write('[');
    res.write(JSON.stringify(person(1)));
    res.end(`,${JSON.stringify(person(2))}]`);
  },
  '/nested': (res) => {
    res.writeHead(200);
    res.end(JSON.stringify({ totals: { n: 2 }, users: [person(1), person(2)], recent: [] }));
  },
  '/malformed-second': (res) => {
    res.writeHead(200);
    res.end(JSON.stringify([person(1), { id: 'two' }, person(3)]));
  },
  '/cut-short': (res) => {
    res.writeHead(200);
    res.write(`[${JSON.stringify(person(1))},{"id":2,"na`);
    // The connection ends in the middle of the second item, once what came before it has been sent.
    setTimeout(() => res.socket?.destroy(), 50);
  },
  '/danish-split': (res) => {
    res.writeHead(200);
    const body = Buffer.from(
      JSON.stringify([{ id: 1, name: `Søren Ærø Åberg ${'å'.repeat(40_000)}` }, person(2)]),
    );
    // One byte at a time around the first Danish letters, so a letter's two bytes come in two pieces.
    for (let i = 0; i < 40; i++) res.write(body.subarray(i, i + 1));
    res.end(body.subarray(40));
  },
  '/not-a-list': (res) => {
    res.writeHead(200);
    res.end('null');
  },
  '/huge-item': (res) => {
    res.writeHead(200);
    res.write(`[${JSON.stringify(person(1))},{"id":2,"name":"`);
    for (let i = 0; i < 40; i++) res.write('x'.repeat(1_000));
    res.end('"}]');
  },
  '/stalls': (res) => {
    res.writeHead(200);
    res.write(`[${JSON.stringify(person(1))},`);
    // Never ends: the read times out while waiting for more.
  },
  '/refused': (res) => {
    res.writeHead(403, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Not yours', reason: 'other-user' }));
  },
};

let base = '';
const server = createServer((req, res) => answers[req.url ?? '']?.(res));
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const read = (path: string, at: `$.${string}*` = '$.*') =>
  requestJsonItems('product', new URL(`${base}${path}`), {
    path: at,
    item,
    timeoutMs: 300,
    maxItemBytes: 20_000,
  });

/** The items read before the list failed, and the failure. */
async function drain(items: AsyncIterable<unknown>) {
  const got: unknown[] = [];
  try {
    for await (const value of items) got.push(value);
    return { got, error: null };
  } catch (error) {
    return { got, error };
  }
}

describe('an upstream list read as a stream', () => {
  it('hands out each item of a top-level array, validated, and of an array inside an object', async () => {
    expect(await drain(await read('/list'))).toEqual({ got: [person(1), person(2)], error: null });
    expect(await drain(await read('/nested', '$.users.*'))).toEqual({
      got: [person(1), person(2)],
      error: null,
    });
  });

  it('keeps Danish letters whole when their bytes arrive apart, in a string longer than the parser buffers', async () => {
    const { got, error } = await drain(
      await requestJsonItems('product', new URL(`${base}/danish-split`), {
        path: '$.*',
        item,
        timeoutMs: 300,
      }),
    );
    expect(error).toBeNull();
    expect(got).toEqual([{ id: 1, name: `Søren Ærø Åberg ${'å'.repeat(40_000)}` }, person(2)]);
  });

  it('throws a refusal before any item, as requestJson does (status and body kept for the policy)', async () => {
    const refusal = await read('/refused').catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(UpstreamError);
    expect(refusal).toMatchObject({ status: 403, reason: 'other-user' });
  });

  it('fails the iteration, after the good items, on a malformed item, JSON cut short, a stall or a runaway item', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const malformed = await drain(await read('/malformed-second'));
    expect(malformed.got).toEqual([person(1)]);
    expect(malformed.error).toMatchObject({
      status: 502,
      message: 'GET /malformed-second: malformed answer',
    });

    const cut = await drain(await read('/cut-short'));
    expect(cut.got).toEqual([person(1)]);
    expect(cut.error).toBeInstanceOf(UpstreamError);

    const stalled = await drain(await read('/stalls'));
    expect(stalled.got).toEqual([person(1)]);
    expect(stalled.error).toMatchObject({ status: 504 });

    // (Its first item may or may not come out first: it can arrive in the same piece as the runaway one.)
    const huge = await drain(await read('/huge-item'));
    expect(huge.error).toMatchObject({ status: 502, message: 'GET /huge-item: answer too large' });
    error.mockRestore();
  });

  it('does not read an answer that is not the expected list as an empty one', async () => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const result = await drain(await read('/not-a-list'));
    expect(result.got).toEqual([]);
    expect(result.error).toMatchObject({ status: 502 });
    const wrongShape = await drain(await read('/list', '$.users.*'));
    expect(wrongShape.error).toMatchObject({ status: 502 });
    error.mockRestore();
  });
});
