import {
  ADMIN_HOME_PATH,
  HOME_PATH,
  isAdminPath,
  isTeacherPath,
  LOGIN_PATH,
  loginUrl,
  PATHS,
} from '@/lib/routes';
import { adminSessionEnd, adminSessionLimits, type AdminSessionLimits } from './admin-session';
import { isAdmin, type SessionData } from './session';
import { BOTH_EXPIRED_MESSAGE } from './tokens';

export const ONLY_ADMIN_MESSAGE = 'Only Admin is allowed to access this page';
export const TEACHERS_LOUNGE_MESSAGE =
  'Tried to access Teachers lounge, no information for admins here, you got redirected';

export type AccessDecision =
  | { kind: 'allow'; logs: string[]; resetSession: boolean }
  | { kind: 'redirect'; location: string; logs: string[]; resetSession: boolean };

/**
 * SPEC section 6's rules for one navigation. A session whose refresh token has expired counts as logged
 * out and is reset; an expired access token alone still counts as logged in (the page's loader refreshes).
 * An administrator's session past its idle or absolute limit (docs/decisions/0013) is ended the same way. The
 * proxy only reads the recorded activity; the page's loader records this navigation as activity afterwards.
 */
export function decideAccess(
  pathname: string,
  search: string,
  session: SessionData | null,
  now = Math.floor(Date.now() / 1000),
  limits: AdminSessionLimits = adminSessionLimits(),
): AccessDecision {
  const logs: string[] = [];
  let resetSession = false;
  let active = session;
  if (session && session.refreshTokenExpiresAt <= now) {
    if (session.accessTokenExpiresAt <= now) logs.push(BOTH_EXPIRED_MESSAGE);
    active = null;
    resetSession = true;
  } else if (session && adminSessionEnd(session, now, limits)) {
    active = null;
    resetSession = true;
  }
  const redirect = (location: string): AccessDecision => ({ kind: 'redirect', location, logs, resetSession });
  const admin = active ? isAdmin(active) : false;

  if (pathname === LOGIN_PATH || pathname === '/login') {
    if (active) return redirect(admin ? ADMIN_HOME_PATH : HOME_PATH);
    return { kind: 'allow', logs, resetSession };
  }
  const teacherArea = isTeacherPath(pathname);
  const adminArea = isAdminPath(pathname);
  if ((teacherArea || adminArea) && !active) return redirect(loginUrl(`${pathname}${search}`));
  if (adminArea && !admin) {
    logs.push(ONLY_ADMIN_MESSAGE);
    return redirect(LOGIN_PATH);
  }
  if (teacherArea && admin) {
    logs.push(TEACHERS_LOUNGE_MESSAGE);
    return redirect(PATHS.admin);
  }
  if (adminArea && (pathname === '/admin' || pathname === '/admin/')) return redirect(ADMIN_HOME_PATH);
  return { kind: 'allow', logs, resetSession };
}
