import type { IncomingMessage, ServerResponse } from 'node:http';
import { getIronSession, type SessionOptions } from 'iron-session';
import { oneCookiePerName } from './one-cookie-per-name';
import { env } from '../env';
import { sealPasswords } from './secrets';
import { readSessionCookie } from './session-cookie';

/** What the sealed cookie holds. Never the ID token (size), never sent to the browser in clear. */
export interface SessionData {
  sid: string;
  accessToken: string;
  refreshToken: string | null;
  /** Epoch seconds. */
  accessTokenExpiresAt: number;
  /** Epoch seconds. */
  refreshTokenExpiresAt: number;
  user: { sub: string; email: string; name: string };
  permissions: string[];
  /** Epoch seconds: when the person signed in (an administrator's session ends a fixed time after it). */
  startedAt: number;
  /**
   * Epoch seconds: the person's last recorded activity (an administrator's session ends after a spell without
   * any). Written only for administrators, and then at most once a step (src/server/auth/admin-session.ts).
   */
  lastActiveAt: number;
}

/** The session cookie's name after its prefix (the spec's name; the whole name on an http site). */
export const SESSION_COOKIE = 'auth.session';

const secureSite = () => env().SITE_URL.startsWith('https://');

/**
 * `__Host-` on an https site (docs/decisions/0026): a browser keeps such a cookie only when it is Secure, has
 * Path=/ and no Domain, so no sibling subdomain can plant or overwrite one. Plain http (local runs, tests)
 * cannot have it.
 */
export const cookiePrefix = () => (secureSite() ? '__Host-' : '');

/** The session cookie's name on this site: `__Host-auth.session`, or `auth.session` on http. */
export const sessionCookieName = () => `${cookiePrefix()}${SESSION_COOKIE}`;

export const ADMIN_PERMISSION = 'role:admin';

export const isAdmin = (data: Pick<SessionData, 'permissions'>) =>
  data.permissions.includes(ADMIN_PERMISSION);

/** The options every sign-in cookie shares (the session, and each sign-in transaction in login-flows.ts). */
export const authCookieOptions = (maxAge: number) => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: secureSite(),
  path: '/',
  maxAge,
});

export function sessionOptions(): SessionOptions {
  const ttl = env().AUTH_REFRESH_TOKEN_MAX_AGE;
  return {
    cookieName: sessionCookieName(),
    // Written with the current secret only; read (readSessionCookie) with every configured one.
    password: sealPasswords().seal,
    ttl,
    cookieOptions: authCookieOptions(ttl),
  };
}

/**
 * The session as the server code sees it: read, replace, destroy. The Node implementation seals into the
 * cookie; tests use `memorySession`.
 */
export interface SessionHandle {
  read(): SessionData | null;
  save(data: SessionData): Promise<void>;
  destroy(): Promise<void>;
  /** True once `destroy` ran during this request. */
  readonly ended: boolean;
}

export async function nodeSession(req: IncomingMessage, res: ServerResponse): Promise<SessionHandle> {
  // A request may save more than once (a refresh, then recorded activity): only its last word is sent.
  const cookies = oneCookiePerName(req, res);
  // Reading goes through the remembered opening of this exact cookie (session-cookie.ts); writing, which is
  // rare (a login, a refresh, a logout), goes through iron-session.
  let current: SessionData | null = await readSessionCookie(cookies.read(sessionCookieName()));
  let ended = false;
  const writable = () => getIronSession<Partial<SessionData>>(cookies, sessionOptions());
  return {
    read: () => current,
    async save(data) {
      const session = await writable();
      Object.assign(session, data);
      await session.save();
      current = data;
    },
    async destroy() {
      (await writable()).destroy();
      current = null;
      ended = true;
    },
    get ended() {
      return ended;
    },
  };
}

export function memorySession(
  initial: SessionData | null = null,
): SessionHandle & { current: SessionData | null } {
  let ended = false;
  const handle = {
    current: initial,
    read: () => handle.current,
    save(data: SessionData) {
      handle.current = data;
      return Promise.resolve();
    },
    destroy() {
      handle.current = null;
      ended = true;
      return Promise.resolve();
    },
    get ended() {
      return ended;
    },
  };
  return handle;
}
