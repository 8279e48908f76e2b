import { createHash } from 'node:crypto';
import { sealData } from 'iron-session';
import { env } from '../env';
import { log } from '../log';
import { metrics } from '../metrics/registry';
import { measured } from '../metrics/upstream';
import { SharedWaitTimeout, SharedWorkFailed, sharedOnce } from '@/server/shared/shared-once';
import { isSharedStateUnavailable, sharedStore, type SharedStore } from '@/server/shared/store';
import { adminSessionEnd, adminSessionLimits, withActivity, type AdminSessionLimits } from './admin-session';
import { isSessionEnded } from './ended-sessions';
import { refreshTokens } from './oidc';
import { openSealed, sealPasswords } from './secrets';
import type { SessionData, SessionHandle } from './session';
import { processSingleton } from '@/server/shared/singleton';

export const BOTH_EXPIRED_MESSAGE = 'Both token and refresh token have expired. Your request was aborted.';

/** A sign-in dependent request that cannot be served right now (state 'unavailable'); the session is kept. */
export const TRY_AGAIN = 'Login-tjenesten svarer ikke lige nu. Prøv igen om lidt.';

/** Refresh a little before the access token's exp, so a call never leaves with a token about to lapse. */
const EXPIRY_SKEW_SECONDS = 15;
/** How long a refresh's outcome is remembered, for requests that still carry the rotated-away token. */
const REMEMBER_MS = 60_000;
/** How long a failed refresh is remembered, so the requests waiting for it fail with it. */
const REMEMBER_FAILURE_MS = 1_000;

export type SessionState =
  | { status: 'active'; data: SessionData }
  | { status: 'anonymous' }
  | {
      status: 'ended';
      reason:
        | 'both-expired'
        | 'refresh-expired'
        | 'refresh-failed'
        | 'not-refreshable'
        | 'logged-out'
        | 'admin-idle'
        | 'admin-max-age';
    }
  /**
   * The session is intact, but this request cannot use it: the identity provider did not answer a needed
   * refresh (timeout, 5xx), or the shared state is unreachable. The cookie is kept; the request is told to try
   * again (503), and public pages carry on.
   */
  | { status: 'unavailable'; data: SessionData; reason: 'identity-provider' | 'shared-state' };

export type Refresh = (data: SessionData) => Promise<SessionData>;

interface Flight {
  promise: Promise<SessionData>;
  at: number;
}

// On globalThis so that every server bundle of this process shares one table of refreshes in flight.
const flights = processSingleton('tokenRefreshFlights', () => new Map<string, Flight>());

const nowSeconds = () => Math.floor(Date.now() / 1000);
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** openid-client's refusal of a grant: the refresh token is spent, revoked or unknown. */
export const isInvalidGrant = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && (error as { error?: unknown }).error === 'invalid_grant';

/**
 * Tokens kept in the shared store are sealed with the session secret, as the cookie is: Redis never holds a
 * readable token. In this process's memory they stay as they are.
 */
const codec = (store: SharedStore) =>
  store.kind === 'redis'
    ? {
        encode: (data: SessionData) => sealData(data, { password: sealPasswords().seal, ttl: 0 }),
        decode: (sealed: string) => openSealed<SessionData>(sealed, 0) as Promise<SessionData>,
      }
    : {
        encode: (data: SessionData) => Promise.resolve(JSON.stringify(data)),
        decode: (text: string) => Promise.resolve(JSON.parse(text) as SessionData),
      };

/**
 * One refresh per session and refresh token, across every instance (src/server/shared/shared-once.ts): the
 * first request takes the session's lock and refreshes; the others, here or on another instance, wait for its
 * outcome. A request that still carries a refresh token that was just rotated away gets the new tokens instead
 * of spending the old one (which the identity provider would refuse, or treat as theft).
 */
function refreshOnce(data: SessionData, refresh: Refresh, store: SharedStore): Promise<SessionData> {
  const key = `${data.sid}:${digest(data.refreshToken ?? '')}`;
  const now = Date.now();
  for (const [k, flight] of flights) if (now - flight.at > REMEMBER_MS) flights.delete(k);
  const existing = flights.get(key);
  if (existing) return existing.promise;
  const { encode, decode } = codec(store);
  const promise = sharedOnce(
    {
      store,
      lockKey: `refresh-lock:${data.sid}`,
      resultKey: `refreshed:${key}`,
      lockTtlMs: env().UPSTREAM_TIMEOUT_MS + 2_000,
      rememberMs: REMEMBER_MS,
      rememberFailureMs: REMEMBER_FAILURE_MS,
      waitMs: env().UPSTREAM_TIMEOUT_MS + 4_000,
    },
    async () => encode(await measured('identity-provider', 'TokenRefresh', () => refresh(data))),
    (error) => (isInvalidGrant(error) ? 'invalid-grant' : 'temporary'),
  ).then(decode);
  flights.set(key, { promise, at: now });
  promise.catch(() => flights.delete(key));
  return promise;
}

/**
 * Refreshes the session's tokens now. Only a refusal of the grant that the shared state cannot explain ends the
 * session; a timeout or an error of the identity provider keeps it, and this request is told to try again.
 */
export async function refreshSession(
  handle: SessionHandle,
  data: SessionData,
  refresh: Refresh = refreshTokens,
  store: SharedStore = sharedStore(),
): Promise<SessionState> {
  if (!data.refreshToken) {
    await handle.destroy();
    return { status: 'ended', reason: 'not-refreshable' };
  }
  try {
    let next = await refreshOnce(data, refresh, store);
    // A remembered outcome (up to REMEMBER_MS old) may carry an access token that has lapsed since: a request
    // whose client missed that answer's cookie would call with it, be refused (401), refresh and save again.
    // Its refresh token is the current one, so it is refreshed once more here, and saved once.
    if (next.accessTokenExpiresAt <= nowSeconds()) next = await refreshOnce(next, refresh, store);
    await handle.save(next);
    metrics().sessionRefreshes.inc({ outcome: 'ok' });
    return { status: 'active', data: next };
  } catch (error) {
    if (error instanceof SharedWorkFailed && error.kind === 'invalid-grant') {
      metrics().sessionRefreshes.inc({ outcome: 'refused' });
      log.warn({ sid: data.sid }, 'token refresh refused (invalid_grant); session reset');
      await handle.destroy();
      return { status: 'ended', reason: 'refresh-failed' };
    }
    metrics().sessionRefreshes.inc({ outcome: 'failed' });
    const sharedDown = isSharedStateUnavailable(error);
    const cause =
      error instanceof SharedWorkFailed || error instanceof SharedWaitTimeout ? error.cause : error;
    log.warn(
      { sid: data.sid, err: cause instanceof Error ? cause.message : String(cause ?? error) },
      'token refresh failed for now; session kept',
    );
    return { status: 'unavailable', data, reason: sharedDown ? 'shared-state' : 'identity-provider' };
  }
}

export interface SessionRuleOptions {
  /**
   * This request is the person's own activity (a page they asked for, a signed-in call), so it keeps an
   * administrator's session from going idle. The session watcher's check is not.
   */
  recordActivity?: boolean;
  limits?: AdminSessionLimits;
  now?: number;
}

/**
 * Records this moment as an administrator's last activity when the recorded one is a step old or more
 * (src/server/auth/admin-session.ts), by re-sealing the cookie; otherwise leaves the cookie alone.
 */
export async function recordActivity(
  handle: SessionHandle,
  data: SessionData,
  limits: AdminSessionLimits = adminSessionLimits(),
  now = nowSeconds(),
): Promise<SessionData> {
  const next = withActivity(data, now, limits);
  if (!next) return data;
  await handle.save(next);
  return next;
}

/**
 * The session rules of SPEC section 4, reading A: an expired refresh token resets the session; an expired
 * access token is refreshed (once per session across instances), and a refused refresh resets the session.
 * A session that was logged out (on any instance) is no session, nor is an administrator's session past its
 * idle or absolute limit (docs/decisions/0013).
 */
export async function currentSession(
  handle: SessionHandle,
  refresh: Refresh = refreshTokens,
  store: SharedStore = sharedStore(),
  options: SessionRuleOptions = {},
): Promise<SessionState> {
  const data = handle.read();
  if (!data) return { status: 'anonymous' };
  const now = options.now ?? nowSeconds();
  const limits = options.limits ?? adminSessionLimits();
  const accessExpired = data.accessTokenExpiresAt - EXPIRY_SKEW_SECONDS <= now;
  if (data.refreshTokenExpiresAt <= now) {
    await handle.destroy();
    if (accessExpired) {
      log.warn({ sid: data.sid }, BOTH_EXPIRED_MESSAGE);
      return { status: 'ended', reason: 'both-expired' };
    }
    return { status: 'ended', reason: 'refresh-expired' };
  }
  const adminEnd = adminSessionEnd(data, now, limits);
  if (adminEnd) {
    await handle.destroy();
    log.info({ sid: data.sid, limit: adminEnd }, 'administrator session ended by its time limit');
    return { status: 'ended', reason: adminEnd === 'idle' ? 'admin-idle' : 'admin-max-age' };
  }
  try {
    if (await isSessionEnded(data.sid, store)) {
      await handle.destroy();
      return { status: 'ended', reason: 'logged-out' };
    }
  } catch (error) {
    if (!isSharedStateUnavailable(error)) throw error;
    return { status: 'unavailable', data, reason: 'shared-state' };
  }
  // A refresh saves the session anyway, so the activity rides along with it rather than costing a second seal.
  const touched = options.recordActivity ? withActivity(data, now, limits) : null;
  if (!accessExpired) {
    if (touched) await handle.save(touched);
    return { status: 'active', data: touched ?? data };
  }
  const refreshed = await refreshSession(handle, touched ?? data, refresh, store);
  // Another request (here or on another instance) may have run this refresh with the activity it recorded.
  if (touched && refreshed.status === 'active' && refreshed.data.lastActiveAt < touched.lastActiveAt) {
    const next = { ...refreshed.data, lastActiveAt: touched.lastActiveAt };
    await handle.save(next);
    return { status: 'active', data: next };
  }
  return refreshed;
}
