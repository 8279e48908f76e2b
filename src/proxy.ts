import { randomUUID } from 'node:crypto';
import { NextResponse, type NextRequest } from 'next/server';
import { decideAccess } from './server/auth/access';
import { readSessionCookie } from './server/auth/session-cookie';
import { log } from './server/log';
import { SESSION_COOKIE } from './server/auth/session';

/**
 * Route access (SPEC section 6), checked before any page renders: the first link of the per-navigation
 * chain (auth-redirect → global → globalHeaderFooter → page). The pages' loaders run the rest.
 */
export async function proxy(request: NextRequest) {
  const requestId = request.headers.get('x-request-id') ?? randomUUID();
  const { pathname, search } = request.nextUrl;

  // Pages live at trailing-slash URLs; API routes do not (see next.config.mjs).
  if (!pathname.endsWith('/') && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname)) {
    return NextResponse.redirect(new URL(`${pathname}/${search}`, request.url), 308);
  }

  const session = await readSessionCookie(request.cookies.get(SESSION_COOKIE)?.value);
  const decision = decideAccess(pathname, search, session);
  for (const message of decision.logs) log.warn({ requestId, path: pathname }, message);
  log.info({ requestId, method: request.method, path: pathname, access: decision.kind }, 'request');

  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  const response =
    decision.kind === 'redirect'
      ? NextResponse.redirect(new URL(decision.location, request.url), 307)
      : NextResponse.next({ request: { headers } });
  response.headers.set('x-request-id', requestId);
  if (decision.resetSession) response.cookies.delete(SESSION_COOKIE);
  return response;
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|api/|favicon\\.ico|robots\\.txt|sitemap\\.xml).*)'],
};
