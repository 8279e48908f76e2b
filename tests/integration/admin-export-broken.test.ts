import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { it } from './fixtures';
import type * as LogModule from '@/server/log';
import type * as UpstreamModule from '@/server/upstream';

/**
 * A streamed export whose upstream list breaks after many rows have been sent: the download must end broken
 * (the connection cut, so the browser reports a failed download), never as a complete-looking shorter file.
 * The product API is a small local server here, the only way to break a list in the middle.
 */
const fake = { base: '' };
/*
 * The route's upstream clients point at that server. The integration files share one module registry
 * (vitest.config.ts, docs/decisions/0040), so the mock is set on modules of this file's own, before the
 * `exportRoute` fixture loads the route at the first test, and taken away after the file.
 */
const UPSTREAM = '@/server/upstream';
let log: typeof LogModule.log;

const GOOD_ROWS = 400;
const userItem = (n: number) => ({
  userId: `user-${n}`,
  email: `person${n}@example.dk`,
  name: `Person Nummer ${n} med et langt navn`,
  role: 'teacher',
  institutionId: null,
  institutionName: null,
  institutionStatus: null,
  programs: ['kickstart'],
  createdAt: '2026-01-02T10:00:00.000Z',
});

let product: Server;

beforeAll(async () => {
  product = createServer((req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    if (req.url?.startsWith('/user/GetPrograms')) {
      res.end(
        JSON.stringify([
          {
            programName: 'kickstart',
            displayName: 'Kickstart',
            description: '',
            segments: [],
            joined: false,
            joinedAt: null,
            upcomingEventCount: 0,
            signUpCount: 0,
          },
        ]),
      );
      return;
    }
    // SearchUser: GOOD_ROWS people, then one the schema refuses, then more.
    res.write('[');
    for (let n = 1; n <= GOOD_ROWS; n++) res.write(`${JSON.stringify(userItem(n))},`);
    setTimeout(() => res.end(`{"userId":42},${JSON.stringify(userItem(0))}]`), 50);
  });
  await new Promise<void>((resolve) => product.listen(0, '127.0.0.1', resolve));
  fake.base = `http://127.0.0.1:${(product.address() as AddressInfo).port}`;

  vi.resetModules();
  vi.doMock(UPSTREAM, async (importOriginal: () => Promise<typeof UpstreamModule>) => {
    const original = await importOriginal();
    const { env: readEnv } = await import('@/server/env');
    const clients = () => original.createUpstream({ ...readEnv(), PRODUCT_API_BASE_URL: fake.base });
    return { ...original, createUpstream: clients, upstreamClients: clients };
  });
  ({ log } = await import('@/server/log'));
});
afterAll(async () => {
  product.closeAllConnections();
  await new Promise<void>((resolve) => product.close(() => resolve()));
  vi.doUnmock(UPSTREAM);
  vi.resetModules();
});

describe('a streamed export that breaks midway', () => {
  it('cuts the download after the rows already sent, and logs it as broken with the rows written', async ({
    admin,
    exportRoute,
  }) => {
    const error = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const response = await exportRoute('brugere.csv?searchTerm=person', admin);
    // The rows before the bad one were already on their way: the answer had started as a 200 CSV.
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    await expect(response.text()).rejects.toThrow();

    await vi.waitFor(() => {
      const line = error.mock.calls
        .map(([entry]) => entry as Record<string, unknown>)
        .find((entry) => entry.audit === 'export');
      expect(line).toMatchObject({ export: 'brugere.csv', outcome: 'broken', rows: GOOD_ROWS });
    });
    error.mockRestore();
  });
});
