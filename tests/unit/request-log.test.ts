import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { NextApiRequest, NextApiResponse } from 'next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { log } from '@/server/log';
import { requestIdFrom } from '@/server/request-id';
import { withRequestLog } from '@/server/request-log';

afterEach(() => vi.restoreAllMocks());

describe('request log', () => {
  it('writes one line per API request with an id, method, path, status and duration, and no query or cookie', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const handler = withRequestLog((_req: NextApiRequest, res: NextApiResponse) => {
      res.statusCode = 204;
      res.end();
    });
    const server = createServer((req, res) => void handler(req as NextApiRequest, res as NextApiResponse));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/api/auth/login?code=secret`, {
      headers: { cookie: 'auth.session=sealed' },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    server.close();
    expect(response.status).toBe(204);
    expect(response.headers.get('x-request-id')).toMatch(/^[\w-]{36}$/);
    expect(info).toHaveBeenCalledTimes(1);
    const [entry, message] = info.mock.calls[0] as unknown as [Record<string, unknown>, string];
    expect(message).toBe('request');
    expect(entry).toMatchObject({
      method: 'GET',
      path: '/api/auth/login',
      status: 204,
      requestId: response.headers.get('x-request-id'),
    });
    expect(JSON.stringify(entry)).not.toMatch(/secret|sealed/);
  });
});

describe('request ids from callers', () => {
  it("keeps a load balancer's short id of safe characters", () => {
    expect(requestIdFrom('lb-7f3a.91:2')).toBe('lb-7f3a.91:2');
  });

  it.each(['x'.repeat(65), 'id with spaces', 'id\nforged log line', '<script>', 'ø-id', '', null, undefined])(
    'replaces %j with a fresh id',
    (header) => {
      const id = requestIdFrom(header);
      expect(id).not.toBe(header);
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
    },
  );
});
