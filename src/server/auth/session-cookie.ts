import { unsealData } from 'iron-session';
import { env } from '../env';
import type { SessionData } from './session';

/** Reads the sealed session cookie without touching the response (the proxy only decides access). */
export async function readSessionCookie(value: string | undefined): Promise<SessionData | null> {
  if (!value) return null;
  try {
    const data = await unsealData<Partial<SessionData>>(value, {
      password: env().SESSION_SECRET,
      ttl: env().AUTH_REFRESH_TOKEN_MAX_AGE,
    });
    return data.sid && data.accessToken ? (data as SessionData) : null;
  } catch {
    return null;
  }
}
