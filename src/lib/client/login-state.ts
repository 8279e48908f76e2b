import { isAdminPath, isTeacherPath, loginUrl } from '@/lib/routes';

/** Sends the person to /login (with a way back) when their session ends while they are in a logged-in area. */
export function sendToLogin() {
  if (typeof window === 'undefined') return;
  const { pathname, search } = window.location;
  if (!isTeacherPath(pathname) && !isAdminPath(pathname)) {
    window.location.reload();
    return;
  }
  // A full load on purpose: the server must run the route rules again with the ended session.
  window.location.assign(loginUrl(pathname + search));
}
