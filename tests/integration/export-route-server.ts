import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import type { NextApiRequest, NextApiResponse } from 'next';
import exportRoute from '@/pages/api/admin/eksport/[kind]';
import { SESSION_COOKIE, type SessionData } from '@/server/auth/session';
import { env } from '@/server/env';

/**
 * The CSV export route as the browser reaches it (session cookie, GET), served by a plain Node server with the
 * two response helpers Next adds (`status`, `json`) and the `kind` Next reads from the path.
 */
export async function serveExportRoute(): Promise<{ base: string; close: () => Promise<void> }> {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const next = Object.assign(req, {
      query: { ...Object.fromEntries(url.searchParams), kind: url.pathname.split('/').at(-1) ?? '' },
    }) as unknown as NextApiRequest;
    const reply = Object.assign(res, {
      status: (code: number) => {
        res.statusCode = code;
        return reply;
      },
      json: (body: unknown) => {
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(body));
      },
    }) as unknown as NextApiResponse;
    void exportRoute(next, reply);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/admin/eksport`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The session cookie a browser would send for this session. */
export const sessionCookie = async (data: SessionData) =>
  `${SESSION_COOKIE}=${await sealData(data, { password: env().SESSION_SECRET, ttl: 3600 })}`;
