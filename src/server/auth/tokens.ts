import { log } from '../log';
import { refreshTokens } from './oidc';
import type { SessionData, SessionHandle } from './session';

export const BOTH_EXPIRED_MESSAGE = 'Both token and refresh token have expired. Your request was aborted.';

/** Refresh a little before the access token's exp, so a call never leaves with a token about to lapse. */
const EXPIRY_SKEW_SECONDS = 15;
/** How long a refresh's outcome is remembered, for requests that still carry the rotated-away token. */
const REMEMBER_MS = 60_000;

export type SessionState =
  | { status: 'active'; data: SessionData }
  | { status: 'anonymous' }
  | { status: 'ended'; reason: 'both-expired' | 'refresh-expired' | 'refresh-failed' | 'not-refreshable' };

type Refresh = (data: SessionData) => Promise<SessionData>;

interface Flight {
  promise: Promise<SessionData>;
  at: number;
}

// On globalThis so that every server bundle of this process shares one single-flight table.
const flightsKey = Symbol.for('fis.tokenRefreshFlights');
const globals = globalThis as typeof globalThis & { [flightsKey]?: Map<string, Flight> };
const flights = (globals[flightsKey] ??= new Map<string, Flight>());

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * One refresh per session and refresh token at a time. A request that still carries a refresh token that
 * was just rotated away gets the outcome of the refresh that rotated it, instead of an `invalid_grant`.
 */
function refreshOnce(data: SessionData, refresh: Refresh): Promise<SessionData> {
  const key = `${data.sid}:${data.refreshToken ?? ''}`;
  const now = Date.now();
  for (const [k, flight] of flights) if (now - flight.at > REMEMBER_MS) flights.delete(k);
  const existing = flights.get(key);
  if (existing) return existing.promise;
  const promise = refresh(data);
  flights.set(key, { promise, at: now });
  promise.catch(() => flights.delete(key));
  return promise;
}

/** Refreshes the session's tokens now; a failure ends the session. */
export async function refreshSession(
  handle: SessionHandle,
  data: SessionData,
  refresh: Refresh = refreshTokens,
): Promise<SessionState> {
  if (!data.refreshToken) {
    await handle.destroy();
    return { status: 'ended', reason: 'not-refreshable' };
  }
  try {
    const next = await refreshOnce(data, refresh);
    await handle.save(next);
    return { status: 'active', data: next };
  } catch (error) {
    log.warn(
      { sid: data.sid, err: error instanceof Error ? error.message : String(error) },
      'token refresh failed; session reset',
    );
    await handle.destroy();
    return { status: 'ended', reason: 'refresh-failed' };
  }
}

/**
 * The session rules of SPEC section 4, reading A: an expired refresh token resets the session; an expired
 * access token is refreshed (single flight), and a failed refresh resets the session.
 */
export async function currentSession(
  handle: SessionHandle,
  refresh: Refresh = refreshTokens,
): Promise<SessionState> {
  const data = handle.read();
  if (!data) return { status: 'anonymous' };
  const now = nowSeconds();
  const accessExpired = data.accessTokenExpiresAt - EXPIRY_SKEW_SECONDS <= now;
  if (data.refreshTokenExpiresAt <= now) {
    await handle.destroy();
    if (accessExpired) {
      log.warn({ sid: data.sid }, BOTH_EXPIRED_MESSAGE);
      return { status: 'ended', reason: 'both-expired' };
    }
    return { status: 'ended', reason: 'refresh-expired' };
  }
  if (!accessExpired) return { status: 'active', data };
  return refreshSession(handle, data, refresh);
}
