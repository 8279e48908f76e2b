import { getIronSession, type CookieJar } from 'iron-session';
import { log } from '../log';
import { sharedStore } from '@/server/shared/store';
import { endSessionEverywhere } from './ended-sessions';
import { revocations } from './revocations';
import { openSealed, sealPasswords } from './secrets';
import { authCookieOptions, cookiePrefix, type SessionData } from './session';

/**
 * Logging out fails closed (docs/decisions/0013): the session's id must be recorded as ended in the shared state
 * before the person is told they are logged out, or a copy of the cookie would go on working. When it cannot be
 * recorded (Redis down), the cookie is still cleared in this browser, the person is told that logging out failed,
 * and a short-lived sealed cookie keeps what a second try needs (the session's id, until when to record it).
 */
export const PENDING_LOGOUT_COOKIE = 'auth.logout';
const PENDING_TTL_SECONDS = 24 * 60 * 60;

interface PendingLogout {
  sid: string;
  /** Epoch seconds: the session's cookie could not be used after this anyway. */
  until: number;
}

const pendingCookieName = () => `${cookiePrefix()}${PENDING_LOGOUT_COOKIE}`;

async function readPending(jar: CookieJar): Promise<PendingLogout | null> {
  const sealed = jar.read(pendingCookieName());
  if (!sealed) return null;
  const pending = await openSealed<PendingLogout>(sealed, PENDING_TTL_SECONDS);
  return typeof pending.sid === 'string' && typeof pending.until === 'number'
    ? { sid: pending.sid, until: pending.until }
    : null;
}

async function writePending(jar: CookieJar, pending: PendingLogout) {
  const cookie = await getIronSession<Partial<PendingLogout>>(jar, {
    cookieName: pendingCookieName(),
    password: sealPasswords().seal,
    ttl: PENDING_TTL_SECONDS,
    cookieOptions: authCookieOptions(PENDING_TTL_SECONDS),
  });
  Object.assign(cookie, pending);
  await cookie.save();
}

/**
 * Ends the session everywhere: its refresh token is revoked (retried in the background when the identity provider
 * does not answer) and its id recorded as ended. True when the record is stored, or there was nothing to end; a
 * second try after a failure ends the session the pending cookie names.
 */
export async function endEverywhere(jar: CookieJar, data: SessionData | null): Promise<boolean> {
  if (data?.refreshToken) await revocations().revoke(data.refreshToken, data.sid);
  const target = data ? { sid: data.sid, until: data.refreshTokenExpiresAt } : await readPending(jar);
  if (!target) return true;
  try {
    await endSessionEverywhere(sharedStore(), target.sid, target.until);
  } catch (error) {
    log.error(
      { sid: target.sid, err: error instanceof Error ? error.message : String(error) },
      'ended session not recorded in the shared state; logout refused',
    );
    await writePending(jar, target);
    return false;
  }
  if (jar.read(pendingCookieName())) jar.write(pendingCookieName(), '', authCookieOptions(0));
  return true;
}
