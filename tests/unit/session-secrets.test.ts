import type { IncomingMessage, ServerResponse } from 'node:http';
import { sealData, type CookieJar } from 'iron-session';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionData } from '@/server/auth/session';

/**
 * Secret rotation and the `__Host-` cookies (docs/deploy.md, docs/decisions/0026). Each "restart" is a fresh
 * copy of the server modules over a changed environment, as a new release of an instance would have.
 */
const A = 'secret-A-7f3c9a1be04d58e26b9f1c7a3d5e8b02';
const B = 'secret-B-94e1d6c02a7f3b58ce19d4a06f2b7c83';
const C = 'secret-C-2b8d5f1e7a3c90d64f1b8e2c5a7d3f96';
const original = { ...process.env };

async function restart(env: Record<string, string | undefined>) {
  vi.resetModules();
  // A new process remembers no opened cookie (session-cookie.ts keeps them on globalThis).
  delete (globalThis as Record<symbol, unknown>)[Symbol.for('fonden.openedSessionCookies')];
  process.env = { ...original, SESSION_SECRET_PREVIOUS: undefined, ...env };
  for (const [name, value] of Object.entries(process.env)) if (value === undefined) delete process.env[name];
  return {
    session: await import('@/server/auth/session'),
    cookie: await import('@/server/auth/session-cookie'),
    flows: await import('@/server/auth/login-flows'),
  };
}

afterEach(() => {
  process.env = { ...original };
  vi.resetModules();
});

const data: SessionData = {
  sid: 'rotation',
  accessToken: 'access',
  refreshToken: null,
  accessTokenExpiresAt: 2_000_000_000,
  refreshTokenExpiresAt: 2_000_000_000,
  user: { sub: 'rotation', email: 'mette@example.dk', name: 'Mette' },
  permissions: [],
  startedAt: 1_700_000_000,
  lastActiveAt: 1_700_000_000,
};

/** A request carrying `cookie`, and a response that records its Set-Cookie lines. */
function exchange(cookie = '') {
  const headers: Record<string, string | string[]> = {};
  const res = {
    headersSent: false,
    getHeader: (name: string) => headers[name],
    setHeader: (name: string, value: string | string[]) => {
      headers[name] = value;
    },
  } as unknown as ServerResponse;
  const req = { headers: { cookie } } as IncomingMessage;
  const setCookies = () => [headers['set-cookie'] ?? []].flat();
  return { req, res, setCookies };
}

/** The session cookie the site writes for `data` under the current environment: [name, value, Set-Cookie]. */
async function writtenSessionCookie(modules: Awaited<ReturnType<typeof restart>>) {
  const { req, res, setCookies } = exchange();
  const handle = await modules.session.nodeSession(req, res);
  await handle.save(data);
  const line = setCookies()[0] ?? '';
  const [pair = ''] = line.split(';');
  const at = pair.indexOf('=');
  return { name: pair.slice(0, at), value: pair.slice(at + 1), line };
}

describe('rotating SESSION_SECRET', () => {
  it('keeps a cookie sealed under A a session after a restart with SESSION_SECRET=B SESSION_SECRET_PREVIOUS=A', async () => {
    const sealedUnderA = (await writtenSessionCookie(await restart({ SESSION_SECRET: A }))).value;

    const rotated = await restart({ SESSION_SECRET: B, SESSION_SECRET_PREVIOUS: A });
    expect((await rotated.cookie.readSessionCookie(sealedUnderA))?.sid).toBe('rotation');

    // Without A among the secrets, the same cookie is no session.
    const forgotten = await restart({ SESSION_SECRET: B });
    expect(await forgotten.cookie.readSessionCookie(sealedUnderA)).toBeNull();
  });

  it('seals again with the current secret the next time the cookie is written', async () => {
    const rotated = await restart({ SESSION_SECRET: B, SESSION_SECRET_PREVIOUS: A });
    const { req, res, setCookies } = exchange();
    await (await rotated.session.nodeSession(req, res)).save(data);
    const resealed = (setCookies()[0] ?? '').split(';')[0]!.split('=').slice(1).join('=');

    // B alone opens it: A is no longer needed for this person.
    const onlyB = await restart({ SESSION_SECRET: B });
    expect((await onlyB.cookie.readSessionCookie(resealed))?.sid).toBe('rotation');
  });

  it('keeps each secret meaning the same when the list changes (a later rotation, an old secret dropped)', async () => {
    const underB = (
      await writtenSessionCookie(await restart({ SESSION_SECRET: B, SESSION_SECRET_PREVIOUS: A }))
    ).value;
    const later = await restart({ SESSION_SECRET: C, SESSION_SECRET_PREVIOUS: `${B}, ${A}` });
    expect((await later.cookie.readSessionCookie(underB))?.sid).toBe('rotation');
    const dropped = await restart({ SESSION_SECRET: C, SESSION_SECRET_PREVIOUS: B });
    expect((await dropped.cookie.readSessionCookie(underB))?.sid).toBe('rotation');
  });

  it('keeps a cookie sealed before secrets had ids a session at every step of a rolling rotation', async () => {
    // As the site sealed it before SESSION_SECRET_PREVIOUS existed: the secret as a plain string (iron's id 1).
    const legacy = await sealData(data, { password: A, ttl: 3600 });
    expect(legacy.split('*')[1]).toBe('1');
    // docs/deploy.md: first every instance learns B (A still seals), then B seals with A still opening.
    for (const step of [
      { SESSION_SECRET: A },
      { SESSION_SECRET: A, SESSION_SECRET_PREVIOUS: B },
      { SESSION_SECRET: B, SESSION_SECRET_PREVIOUS: A },
      { SESSION_SECRET: C, SESSION_SECRET_PREVIOUS: `${B},${A}` },
    ]) {
      const modules = await restart(step);
      expect((await modules.cookie.readSessionCookie(legacy))?.sid, JSON.stringify(step)).toBe('rotation');
    }
    expect(await (await restart({ SESSION_SECRET: B })).cookie.readSessionCookie(legacy)).toBeNull();
  });

  it("lets instances of both steps of a rolling rotation open each other's cookies", async () => {
    const step1 = { SESSION_SECRET: A, SESSION_SECRET_PREVIOUS: B };
    const step2 = { SESSION_SECRET: B, SESSION_SECRET_PREVIOUS: A };
    const fromStep1 = (await writtenSessionCookie(await restart(step1))).value;
    const fromStep2 = (await writtenSessionCookie(await restart(step2))).value;
    expect((await (await restart(step2)).cookie.readSessionCookie(fromStep1))?.sid).toBe('rotation');
    expect((await (await restart(step1)).cookie.readSessionCookie(fromStep2))?.sid).toBe('rotation');
    // Before step 1, an instance that knows only A drops what step 2 seals: why step 1 comes first.
    expect(await (await restart({ SESSION_SECRET: A })).cookie.readSessionCookie(fromStep2)).toBeNull();
  });

  it('opens a sign-in cookie sealed under the previous secret', async () => {
    const before = await restart({ SESSION_SECRET: A });
    const cookies = new Map<string, string>();
    const jar: CookieJar = {
      read: (name) => cookies.get(name),
      names: () => [...cookies.keys()],
      write: (name, value) => void cookies.set(name, value),
    };
    const flow = {
      verifier: 'v',
      state: 'state-rotation-abcdefghijklmnop',
      nonce: 'n',
      returnTo: '/min-profil/',
    };
    await before.flows.saveLoginFlow(jar, flow);
    const after = await restart({ SESSION_SECRET: B, SESSION_SECRET_PREVIOUS: A });
    expect(await after.flows.takeLoginFlow(jar, flow.state)).toEqual(flow);
  });
});

describe('the cookies on an https site', () => {
  it('are __Host- cookies: Secure, Path=/, no Domain, the auth. name after the prefix', async () => {
    const https = await restart({ SESSION_SECRET: A, SITE_URL: 'https://www.example.dk' });
    const { name, line } = await writtenSessionCookie(https);
    expect(name).toBe('__Host-auth.session');
    expect(line).toMatch(/;\s*Secure/i);
    expect(line).toMatch(/;\s*Path=\/(;|$)/i);
    expect(line).not.toMatch(/Domain=/i);
    expect(https.flows.flowCookieName('abc')).toBe('__Host-auth.flow.abc');
  });

  it('keep the plain names on http (local runs and tests)', async () => {
    const http = await restart({ SESSION_SECRET: A, SITE_URL: 'http://localhost:3000' });
    expect((await writtenSessionCookie(http)).name).toBe('auth.session');
    expect(http.flows.flowCookieName('abc')).toBe('auth.flow.abc');
  });
});
