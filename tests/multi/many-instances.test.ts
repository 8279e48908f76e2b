import { sealData, unsealData } from 'iron-session';
import { describe, expect, inject, it } from 'vitest';
import { passwordIdOf } from '@/server/auth/secrets';
import type { SessionData } from '@/server/auth/session';
import { SESSION_COOKIE, signInOverHttp } from '../support/http-sign-in';
import { behindNginxTests } from './behind-nginx';
import { freshOnPublishTests } from './fresh-on-publish';
import { previewTests } from './preview';
import { BALANCED, PORTS } from './global-setup';

/**
 * Two production instances behind one address, sharing Redis (tests/multi/global-setup.ts). Requests go to each
 * instance directly, as a load balancer would send them.
 */
const A = `http://127.0.0.1:${PORTS.a}`;
const B = `http://127.0.0.1:${PORTS.b}`;
const PUBLIC = `http://localhost:${PORTS.a}`;
const MOCK = `http://localhost:${PORTS.mock}`;
const COOKIE = SESSION_COOKIE;

const signIn = (email: string, password: string) => signInOverHttp(PUBLIC, email, password);

const call = (base: string, path: string, cookie?: string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/trpc/${path}`, {
    headers: { ...(cookie ? { cookie: `${COOKIE}=${cookie}` } : {}), ...headers },
  });

const mutate = (base: string, path: string, input: unknown, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: PUBLIC, ...headers },
    body: JSON.stringify(input),
  });

// The site seals under the secret's id (src/server/auth/secrets.ts); a test's seal must use the same one.
const password = () => ({ [passwordIdOf(inject('sessionSecret'))]: inject('sessionSecret') });
const open = (cookie: string) =>
  unsealData<SessionData>(decodeURIComponent(cookie), { password: password() });
const seal = async (data: SessionData) => encodeURIComponent(await sealData(data, { password: password() }));

// First: the tests further down stop Redis and instance B.
freshOnPublishTests();
behindNginxTests();
previewTests();

const tokenCalls = async () => {
  const stats = (await (await fetch(`${MOCK}/__mock/stats`)).json()) as { paths: Record<string, number> };
  return Object.entries(stats.paths)
    .filter(([path]) => path.includes('/oauth/token'))
    .reduce((sum, [, n]) => sum + n, 0);
};

describe('many instances behind a load balancer', () => {
  it('a login made on instance A works on instance B', async () => {
    const cookie = await signIn('laerer@example.dk', 'Laerer123!');
    const session = (await (await call(B, 'session.get', cookie)).json()) as { result: { data: unknown } };
    expect(session.result.data).toMatchObject({ loggedIn: true, email: 'laerer@example.dk' });
    const me = (await (await call(B, 'user.getUser', cookie)).json()) as {
      result: { data: { email: string } };
    };
    expect(me.result.data.email).toBe('laerer@example.dk');
  });

  it('refreshes once for 20 concurrent requests over both instances after the access token expired: nobody is logged out', async () => {
    const cookie = await signIn('laerer@example.dk', 'Laerer123!');
    const expired = await seal({
      ...(await open(cookie)),
      accessTokenExpiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    await fetch(`${MOCK}/__mock/stats`, { method: 'DELETE' });
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => call(i % 2 === 0 ? A : B, 'user.getPrograms', expired)),
    );
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(responses.some((r) => r.headers.get('x-session-ended'))).toBe(false);
    const bodies = (await Promise.all(responses.map((r) => r.json()))) as {
      result: { data: unknown[] | null };
    }[];
    expect(bodies.every((body) => Array.isArray(body.result.data) && body.result.data.length > 0)).toBe(true);
    expect(await tokenCalls()).toBe(1);
  });

  it('logout on A makes the old cookie no session on B, and its refresh token is refused by the identity provider', async () => {
    const cookie = await signIn('laerer@example.dk', 'Laerer123!');
    const { refreshToken } = await open(cookie);
    const logout = await fetch(`${A}/api/auth/logout`, {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: `${COOKIE}=${cookie}`, origin: PUBLIC },
    });
    expect(logout.status).toBe(303);
    const after = (await (await call(B, 'session.get', cookie)).json()) as { result: { data: unknown } };
    expect(after.result.data).toEqual({ loggedIn: false, isAdmin: false });
    expect((await call(B, 'user.getPrograms', cookie)).status).toBe(401);
    const grant = await fetch(`${MOCK}/idp/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: refreshToken!,
        client_id: 'fonden-site',
        client_secret: inject('clientSecret'),
      }).toString(),
    });
    expect(grant.status).toBe(400);
    expect(((await grant.json()) as { error: string }).error).toBe('invalid_grant');
  });

  it('counts the public sign-up limit across both instances, and a forged X-Forwarded-For buys no new budget', async () => {
    const attempt = (base: string, i: number, headers: Record<string, string> = {}) =>
      mutate(
        base,
        'attendee.createAttendee',
        { eventId: 'evt-9999', name: 'Elev', email: `elev${i}@example.dk` },
        headers,
      );
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await attempt(i % 2 === 0 ? A : B, i)).status);
    expect(statuses.every((status) => status !== 429)).toBe(true);
    const refused = await attempt(B, 10);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await refused.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/^For mange forsøg/);
    expect((await attempt(A, 11, { 'x-forwarded-for': '203.0.113.9' })).status).toBe(429);
  });

  it('lets a CDN keep public pages for everyone, signed in or not, and nothing that carries a session', async () => {
    const cookie = await signIn('laerer@example.dk', 'Laerer123!');
    for (const path of ['/', '/arrangementer/']) {
      const first = await fetch(`${A}${path}`, { headers: BALANCED });
      const second = await fetch(`${B}${path}`, { headers: BALANCED });
      const signedIn = await fetch(`${B}${path}`, {
        headers: { ...BALANCED, cookie: `${COOKIE}=${cookie}` },
      });
      for (const page of [first, second, signedIn]) {
        expect(page.headers.get('cache-control')).toMatch(
          /^public, max-age=0, s-maxage=\d+, stale-while-revalidate=300$/,
        );
        // One HTML for everyone (docs/decisions/0004): nothing to vary on.
        expect(page.headers.get('vary') ?? '').not.toMatch(/cookie/i);
        expect(page.headers.get('set-cookie')).toBeNull();
      }
    }
    // A session the proxy resets (its refresh token has expired): the answer clears the cookie, so it is private.
    const expired = await seal({
      ...(await open(cookie)),
      refreshTokenExpiresAt: Math.floor(Date.now() / 1000) - 60,
    });
    const reset = await fetch(`${B}/`, { headers: { ...BALANCED, cookie: `${COOKIE}=${expired}` } });
    expect(reset.headers.get('cache-control')).toBe('private, no-cache');
    expect(reset.headers.get('x-page-cache')).toBeNull();
    expect(reset.headers.get('set-cookie')).toContain(`${COOKIE}=;`);
    expect((await fetch(`${B}/?utm_source=x`, { headers: BALANCED })).headers.get('cache-control')).toBe(
      'private, no-cache',
    );
    const screen = await fetch(`${B}/min-profil/`, {
      headers: { ...BALANCED, cookie: `${COOKIE}=${cookie}` },
    });
    expect(screen.headers.get('cache-control')).toBe('private, no-store');
  });

  it('refuses a batch of more procedures than the server allows with 400, and serves one the browser would send', async () => {
    const batch = (n: number) =>
      fetch(
        `${A}/api/trpc/${Array(n).fill('session.get').join(',')}?batch=1&input=${encodeURIComponent('{}')}`,
      );
    expect((await batch(10)).status).toBe(200);
    expect((await batch(21)).status).toBe(400);
  });

  it('keeps serving public pages with Redis stopped; sign-in dependent work answers 503 and keeps the session', async () => {
    const cookie = await signIn('laerer@example.dk', 'Laerer123!');
    const { spawnSync } = await import('node:child_process');
    spawnSync('redis-cli', ['-p', String(inject('redisPort')), 'shutdown', 'nosave']);
    await new Promise((resolve) => setTimeout(resolve, 300));
    for (const base of [A, B]) {
      const page = await fetch(`${base}/`, { headers: { ...BALANCED, cookie: `${COOKIE}=${cookie}` } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<main');
      expect((await fetch(`${base}/arrangementer/`, { headers: BALANCED })).status).toBe(200);
    }
    const programs = await call(B, 'user.getPrograms', cookie);
    expect(programs.status).toBe(503);
    expect(programs.headers.get('x-session-ended')).toBeNull();
    const ready = await fetch(`${A}/api/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { checks: { name: string; ok: boolean }[] }).checks).toContainEqual(
      expect.objectContaining({ name: 'redis', ok: false }),
    );
    expect((await fetch(`${A}/api/health`)).status).toBe(200);
  });

  it('finishes the requests in flight when an instance is told to stop (SIGTERM), then exits', async () => {
    const pid = inject('sitePids')[1]!;
    await fetch(`${MOCK}/__mock/faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ service: 'cms', pathPrefix: '/api/fonden/vindere', delayMs: 1500, times: 1 }),
    });
    const slow = fetch(`${B}/vindere/`, { headers: BALANCED });
    await new Promise((resolve) => setTimeout(resolve, 400));
    process.kill(pid, 'SIGTERM');
    const page = await slow;
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<main');
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    await expect.poll(alive, { timeout: 15_000, interval: 250 }).toBe(false);
  });
});
