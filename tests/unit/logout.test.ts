import type { NextApiRequest, NextApiResponse } from 'next';
import { sealData } from 'iron-session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import logout from '@/pages/api/auth/logout';
import { createRevocationQueue } from '@/server/auth/revocations';
import type { SessionData } from '@/server/auth/session';
import { env } from '@/server/env';
import { memoryStore, SharedStateUnavailable, type SharedStore } from '@/server/shared/store';
import { loginErrorUrl } from '@/lib/routes';

const storeKey = Symbol.for('fonden.sharedStore');
const globals = globalThis as Record<symbol, unknown>;

/** The shared state with Redis down: every call fails as the Redis store's do. */
const downStore = (): SharedStore => {
  const down = () => Promise.reject(new SharedStateUnavailable(new Error('connect ECONNREFUSED')));
  return {
    kind: 'redis',
    get: down,
    set: down,
    setIfAbsent: down,
    deleteIfEquals: down,
    ping: down,
  };
};

afterEach(() => {
  delete globals[storeKey];
});

const data: SessionData = {
  sid: 'logout-sid',
  accessToken: 'access',
  refreshToken: null,
  accessTokenExpiresAt: 2_000_000_000,
  refreshTokenExpiresAt: Math.floor(Date.now() / 1000) + 3600,
  user: { sub: 'u', email: 'mette@example.dk', name: 'Mette' },
  permissions: [],
  startedAt: 1_700_000_000,
  lastActiveAt: 1_700_000_000,
};

/** POSTs to /api/auth/logout with `cookie`; what came back: status, location, the Set-Cookie lines by name. */
async function post(cookie: string) {
  const headers: Record<string, string | string[]> = {};
  let status = 200;
  let location: string | null = null;
  const res = {
    headersSent: false,
    statusCode: 200,
    getHeader: (name: string) => headers[name.toLowerCase()],
    setHeader(name: string, value: string | string[]) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    status(code: number) {
      status = code;
      return res;
    },
    json: () => res,
    end: () => res,
    once: () => res,
    redirect(code: number, url: string) {
      status = code;
      location = url;
      return res;
    },
  };
  const req = { method: 'POST', url: '/api/auth/logout', headers: { cookie, host: 'localhost:3300' } };
  await logout(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  const cookies = new Map(
    [headers['set-cookie'] ?? []].flat().map((line) => {
      const [pair = ''] = line.split(';');
      return [pair.slice(0, pair.indexOf('=')), { value: pair.slice(pair.indexOf('=') + 1), line }] as const;
    }),
  );
  return { status, location, cookies };
}

describe('logout fails closed', () => {
  it('tells the person it failed, when the ended session cannot be recorded; the cookie is cleared all the same', async () => {
    globals[storeKey] = downStore();
    const sealed = await sealData(data, { password: env().SESSION_SECRET, ttl: 3600 });
    const failed = await post(`auth.session=${sealed}`);
    expect(failed.status).toBe(303);
    expect(failed.location).toBe(loginErrorUrl('logud'));
    expect(failed.cookies.get('auth.session')?.line).toMatch(/Max-Age=0/i);
    const pending = failed.cookies.get('auth.logout')?.value;
    expect(pending).toBeTruthy();

    // Redis is back: trying again from the same browser ends that session everywhere, then at the IdP.
    const store = memoryStore();
    globals[storeKey] = store;
    const retried = await post(`auth.logout=${pending}`);
    expect(retried.status).toBe(303);
    expect(retried.location).toContain('/v2/logout');
    expect(await store.get(`ended:${data.sid}`)).not.toBeNull();
    expect(retried.cookies.get('auth.logout')?.line).toMatch(/Max-Age=0/i);
  });

  it('logs out as before when the record is stored', async () => {
    const store = memoryStore();
    globals[storeKey] = store;
    const sealed = await sealData(data, { password: env().SESSION_SECRET, ttl: 3600 });
    const done = await post(`auth.session=${sealed}`);
    expect(done.location).toContain('/v2/logout');
    expect(await store.get(`ended:${data.sid}`)).not.toBeNull();
    expect(done.cookies.has('auth.logout')).toBe(false);
  });
});

describe('refresh tokens not revoked at logout', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('are tried again with growing pauses until the identity provider takes them', async () => {
    vi.useFakeTimers();
    const revoke = vi
      .fn<(token: string) => Promise<void>>()
      .mockRejectedValueOnce(new Error('timeout'))
      .mockRejectedValueOnce(new Error('timeout'))
      .mockResolvedValue(undefined);
    const queue = createRevocationQueue({ revoke, delaysMs: [100, 1_000] });
    await queue.revoke('rt-1', 'sid-1');
    expect(revoke).toHaveBeenCalledTimes(1);
    expect(queue.pending()).toBe(1);
    await vi.advanceTimersByTimeAsync(100);
    expect(revoke).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(999);
    expect(revoke).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(revoke).toHaveBeenCalledTimes(3);
    expect(queue.pending()).toBe(0);
  });

  it('wait in a bounded queue, and give up after the last pause', async () => {
    vi.useFakeTimers();
    const revoke = vi.fn<(token: string) => Promise<void>>().mockRejectedValue(new Error('down'));
    const queue = createRevocationQueue({ revoke, delaysMs: [100], maxPending: 2 });
    for (const n of [1, 2, 3]) await queue.revoke(`rt-${n}`, `sid-${n}`);
    expect(queue.pending()).toBe(2);
    await vi.advanceTimersByTimeAsync(100);
    expect(revoke).toHaveBeenCalledTimes(5);
    expect(queue.pending()).toBe(0);
  });
});
