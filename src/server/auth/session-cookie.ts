import { LRUCache } from 'lru-cache';
import { env } from '../env';
import { openSealed } from './secrets';
import type { SessionData } from './session';
import { processSingleton } from '@/server/shared/singleton';

/**
 * Opening the sealed cookie (two PBKDF2 key derivations, an HMAC and an AES decryption) was the largest single
 * cost of a signed-in page: the proxy and the page both opened it on every request. The same sealed string
 * always opens to the same data, so the answer is kept for a minute per exact cookie value, never past the
 * seal's own expiry. Only cookies that opened are kept; the memory is bounded by bytes.
 */
const REMEMBER_MS = 60_000;
const MAX_BYTES = 16 * 1024 * 1024;

// The proxy and the pages are separate server bundles in one process: one store on globalThis serves both.
const opened = () =>
  processSingleton(
    'openedSessionCookies',
    () =>
      new LRUCache<string, SessionData>({
        max: 20_000,
        maxSize: MAX_BYTES,
        sizeCalculation: (data, sealed) => sealed.length * 2 + JSON.stringify(data).length * 2,
        ttl: REMEMBER_MS,
      }),
  );

/** The expiry iron wrote into the seal (ms since the epoch), or null when it has none. */
export function sealExpiry(sealed: string): number | null {
  const expiration = Number(sealed.split('~')[0]?.split('*')[5]);
  return Number.isFinite(expiration) && expiration > 0 ? expiration : null;
}

/** Opens the sealed session cookie; null when it is missing, forged, expired or not a session. */
export async function readSessionCookie(
  value: string | undefined,
  now = Date.now(),
): Promise<SessionData | null> {
  if (!value) return null;
  const remembered = opened().get(value);
  if (remembered) return remembered;
  try {
    // The current secret and every previous one (SESSION_SECRET_PREVIOUS): a rotation ends no session.
    const data = await openSealed<SessionData>(value, env().AUTH_REFRESH_TOKEN_MAX_AGE);
    if (!data.sid || !data.accessToken) return null;
    const session = Object.freeze(data as SessionData);
    const expiry = sealExpiry(value);
    const ttl = expiry === null ? REMEMBER_MS : Math.min(REMEMBER_MS, expiry - now);
    if (ttl > 0) opened().set(value, session, { ttl });
    return session;
  } catch {
    return null;
  }
}
