import { env } from '../env';
import { isAdmin, type SessionData } from './session';

/**
 * Administrators' sessions end after a spell without activity and after a fixed time at most (ASVS level 2 for
 * high-value accounts; docs/decisions/0013). Teachers keep the spec's lifetimes. Both times live in the sealed
 * cookie, so every instance and the proxy apply the same rule without shared state.
 */
export interface AdminSessionLimits {
  idleSeconds: number;
  maxSeconds: number;
}

export const adminSessionLimits = (): AdminSessionLimits => ({
  idleSeconds: env().ADMIN_IDLE_TIMEOUT_SECONDS,
  maxSeconds: env().ADMIN_SESSION_MAX_SECONDS,
});

export type AdminSessionEnd = 'idle' | 'max-age';

type Times = Pick<SessionData, 'permissions' | 'startedAt' | 'lastActiveAt'>;

/**
 * Why an administrator's session is over, or null while it may go on (and always for a teacher). A cookie
 * sealed before these times existed carries none: for an administrator that is a session of unknown age, so
 * it ends.
 */
export function adminSessionEnd(
  data: Times,
  now: number,
  limits: AdminSessionLimits,
): AdminSessionEnd | null {
  if (!isAdmin(data)) return null;
  const { startedAt, lastActiveAt } = data as Partial<Times>;
  if (typeof startedAt !== 'number' || now - startedAt >= limits.maxSeconds) return 'max-age';
  if (typeof lastActiveAt !== 'number' || now - lastActiveAt >= limits.idleSeconds) return 'idle';
  return null;
}

/**
 * How stale the recorded activity may get before it is written again: a minute, or a tenth of the idle time
 * when that is shorter (never under a second). Writing it means re-sealing the cookie, so it is not done on
 * every request; the recorded time lags the real last activity by less than this step, so a session ends at
 * most one step early, never late.
 */
export const activityStep = (limits: AdminSessionLimits) =>
  Math.max(1, Math.min(60, Math.floor(limits.idleSeconds / 10)));

/** The session with this moment recorded as its last activity, or null when the recorded one is recent enough. */
export function withActivity<T extends SessionData>(
  data: T,
  now: number,
  limits: AdminSessionLimits,
): T | null {
  if (!isAdmin(data)) return null;
  if (now - data.lastActiveAt < activityStep(limits)) return null;
  return { ...data, lastActiveAt: now };
}
