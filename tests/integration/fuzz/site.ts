import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import { apiResolver } from 'next/dist/server/api-utils/node/api-resolver.js';
import { searchParamsToUrlQuery } from 'next/dist/shared/lib/router/utils/querystring.js';
import * as trpcRoute from '@/pages/api/trpc/[trpc]';
import { sessionOptions, SESSION_COOKIE, type SessionData } from '@/server/auth/session';

/**
 * The site's tRPC endpoint over real HTTP on the integration tier's site port (3200, SITE_URL), without a
 * production build: the route module `src/pages/api/trpc/[trpc].ts` runs inside Next's own API resolver, the
 * code `next start` runs for every pages API route (body parser and its size limit, `req.query`, `res.json`,
 * its 500 for an uncaught throw). What stands in for Next's router is the part before it: only
 * `/api/trpc/<one segment>` is routed, and the segment is decoded as Next decodes a dynamic parameter (a
 * malformed escape is Next's 400). The proxy (src/proxy.ts) does not run for /api/ (its matcher).
 */
const PREFIX = '/api/trpc/';
const PREVIEW_KEY = 'fuzz-preview-key-0123456789abcdef';

export interface RunningSite {
  origin: string;
  close(): Promise<void>;
}

export async function startSite(port = 3200): Promise<RunningSite> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const segment = url.pathname.startsWith(PREFIX) ? url.pathname.slice(PREFIX.length) : null;
    if (segment === null || segment === '' || segment.includes('/')) {
      res.statusCode = 404;
      res.end('Not Found');
      return;
    }
    let trpc: string;
    try {
      trpc = decodeURIComponent(segment);
    } catch {
      res.statusCode = 400;
      res.end('Bad Request');
      return;
    }
    const query = { ...searchParamsToUrlQuery(url.searchParams), trpc };
    void apiResolver(
      req,
      res,
      query,
      trpcRoute,
      {
        previewModeId: PREVIEW_KEY,
        previewModeEncryptionKey: PREVIEW_KEY,
        previewModeSigningKey: PREVIEW_KEY,
        dev: false,
      },
      false,
      false,
      '/api/trpc/[trpc]',
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
  const { port: bound } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${bound}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The `auth.session` cookie the /auth callback would set for this session. */
export async function sessionCookie(data: SessionData): Promise<string> {
  const { password, ttl } = sessionOptions();
  return `${SESSION_COOKIE}=${await sealData(data, { password, ttl })}`;
}
