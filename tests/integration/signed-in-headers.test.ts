import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { sealData } from 'iron-session';
import type { GetServerSidePropsContext, NextConfig } from 'next';
import { NextRequest } from 'next/server';
import { afterAll, afterEach, beforeAll, describe, expect } from 'vitest';
import { it } from './fixtures';
import { loadOverview } from '@/server/loaders/screens/teacher-overview';
import { sealPasswords } from '@/server/auth/secrets';
import { sessionCookieName, type SessionData } from '@/server/auth/session';
import { myPageProps } from '@/server/loaders/navigation';
import { registeredTeacherProps } from '@/server/loaders/teacher-screen';
import { proxy } from '@/proxy';
import { injectFault, MOCK, nowSeconds } from './harness';

/**
 * A signed-in screen's answer must fit a proxy's default header buffer (nginx: 4 KB, docs/deploy.md), refresh
 * included, and carry one Set-Cookie per cookie. The screen runs as Next runs it: the proxy first (its headers go
 * on the answer), then the page's getServerSideProps on a real Node request and response; the raw header bytes
 * are read off the socket.
 */
const NGINX_DEFAULT_BUFFER = 4096;

/** What Next adds to every page answer on top of what the code sets (next.config.mjs headers, type, tag, vary). */
const nextHeaders = async (): Promise<[string, string][]> => [
  ...(
    await (
      (await import(new URL('../../next.config.mjs', import.meta.url).href)) as {
        default: Required<NextConfig>;
      }
    ).default.headers()
  )[0]!.headers.map(({ key, value }): [string, string] => [key, value]),
  ['content-type', 'text/html; charset=utf-8'],
  ['etag', '"1a2b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8f9a0b"'],
  [
    'vary',
    'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding',
  ],
];

type Screen = (context: GetServerSidePropsContext) => Promise<unknown>;
const SCREENS: Record<string, { path: string; load: Screen }> = {
  teacher: {
    path: '/min-profil/min-oversigt/',
    load: (context) => registeredTeacherProps(context, loadOverview),
  },
  admin: {
    path: '/admin/oversigt/',
    load: (context) =>
      myPageProps(context, 'admin', async (api) => {
        await Promise.all([api.user.programOverview.prefetch(), api.institutions.overviewSummary.prefetch()]);
        return {};
      }),
  },
};

let server: Server;
let port = 0;

beforeAll(async () => {
  const extra = await nextHeaders();
  server = createServer((req, res) => {
    const screen = Object.values(SCREENS).find((entry) => entry.path === req.url);
    if (!screen) return void res.writeHead(404).end();
    void (async () => {
      const url = `http://localhost:3200${req.url}`;
      const answer = await proxy(
        new NextRequest(url, {
          headers: { cookie: req.headers.cookie ?? '', 'x-request-id': 'headers-test' },
        }),
      );
      for (const [name, value] of answer.headers) {
        if (!name.startsWith('x-middleware') && name !== 'set-cookie') res.setHeader(name, value);
      }
      const proxyCookies = answer.headers.getSetCookie();
      if (proxyCookies.length > 0) res.setHeader('set-cookie', proxyCookies);
      for (const [name, value] of extra) res.setHeader(name, value);
      const result = await screen.load({
        req,
        res,
        query: {},
        resolvedUrl: req.url ?? '/',
      } as unknown as GetServerSidePropsContext);
      res.statusCode = 'redirect' in (result as object) ? 307 : 200;
      res.end('<!DOCTYPE html>');
    })().catch((error: unknown) => {
      res.statusCode = 500;
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

afterEach(async () => {
  await fetch(`${MOCK}/__mock/faults`, { method: 'DELETE' });
});

/** The answer's status line and headers as they went over the wire. */
function rawHead(path: string, cookie: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      socket.write(
        `GET ${path} HTTP/1.1\r\nHost: localhost\r\nCookie: ${cookie}\r\nConnection: close\r\n\r\n`,
      );
    });
    let received = '';
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      const end = received.indexOf('\r\n\r\n');
      if (end !== -1) {
        socket.destroy();
        resolve(received.slice(0, end + 4));
      }
    });
    socket.on('error', reject);
  });
}

const sessionCookies = (head: string) =>
  head.split('\r\n').filter((line) => line.toLowerCase().startsWith(`set-cookie: ${sessionCookieName()}=`));

/**
 * The header bytes the answer would have on the https site: there the cookie is `__Host-auth.session` and
 * `Secure` (docs/decisions/0026), 15 bytes more per Set-Cookie than on this plain-http test site.
 */
const bytesOnHttps = (head: string) =>
  Buffer.byteLength(head, 'latin1') +
  head.split('\r\n').filter((line) => /^set-cookie:/i.test(line)).length * '__Host-; Secure'.length;

const sealed = async (data: SessionData) =>
  `${sessionCookieName()}=${await sealData(data, { password: sealPasswords().seal })}`;

describe("a signed-in screen's response headers", () => {
  const expired = (data: SessionData): SessionData => ({
    ...data,
    accessTokenExpiresAt: nowSeconds() - 60,
    // An administrator's recorded activity is a step old, so this answer records it too.
    lastActiveAt: nowSeconds() - 120,
  });

  it('a teacher screen with a fresh token sets no cookie', async ({ teacher }) => {
    const head = await rawHead(SCREENS.teacher!.path, await sealed(teacher));
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(sessionCookies(head)).toHaveLength(0);
    expect(bytesOnHttps(head)).toBeLessThan(NGINX_DEFAULT_BUFFER);
  });

  it('refreshes an expired token, then refreshes again when the product API refuses the new one: one Set-Cookie, under 4 KB', async ({
    teacher,
  }) => {
    await injectFault({ service: 'product', pathPrefix: '/user/GetUser', status: 401, times: 1 });
    const head = await rawHead(SCREENS.teacher!.path, await sealed(expired(teacher)));
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(sessionCookies(head)).toHaveLength(1);
    expect(bytesOnHttps(head)).toBeLessThan(NGINX_DEFAULT_BUFFER);
    console.info(`teacher, two refreshes: ${bytesOnHttps(head)} header bytes`);
  });

  it("an administrator's screen that refreshes and records activity: one Set-Cookie, under 4 KB", async ({
    admin,
  }) => {
    const head = await rawHead(SCREENS.admin!.path, await sealed(expired(admin)));
    expect(head).toMatch(/^HTTP\/1\.1 200/);
    expect(sessionCookies(head)).toHaveLength(1);
    expect(bytesOnHttps(head)).toBeLessThan(NGINX_DEFAULT_BUFFER);
    console.info(`administrator, refresh and activity: ${bytesOnHttps(head)} header bytes`);
  });
});
