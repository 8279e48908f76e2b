import { NextResponse, type NextRequest } from 'next/server';
import { decideAccess } from './server/auth/access';
import { canonicalHostRewrite } from './server/canonical-host';
import { readSessionCookie } from './server/auth/session-cookie';
import { publicPageCacheControl } from './server/cache-headers';
import { env, publicConfig } from './server/env';
import { resolveTracking } from './lib/tracking';
import { routeForPath } from './lib/routes';
import { log } from './server/log';
import { requestIdFrom } from './server/request-id';
import { DRAFT_MODE_COOKIE } from './server/preview/cookies';
import { authCookieOptions, isAdmin, sessionCookieName, type SessionData } from './server/auth/session';
import {
  lookupRenderedPage,
  publicPageKey,
  SESSION_RESET_HEADER,
  withNonce,
  type RenderedPage,
} from './server/rendered-pages';
import {
  newNonce,
  policyInputs,
  securityHeaders,
  setSecurityHeaders,
  type SecurityHeaders,
} from './server/security-headers';

/**
 * Route access (SPEC section 6), checked before any page renders: the first link of the per-navigation
 * chain (auth-redirect → global → globalHeaderFooter → page). The pages' loaders run the rest.
 */
export async function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers.get('x-request-id'));
  const { pathname, search } = request.nextUrl;

  const elsewhere = canonicalHostRewrite(request, env().SITE_URL);
  if (elsewhere) return elsewhere;

  // Pages live at trailing-slash URLs; API routes do not (see next.config.mjs).
  if (!pathname.endsWith('/') && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname)) {
    return NextResponse.redirect(new URL(`${pathname}/${search}`, request.url), 308);
  }

  const session = await readSessionCookie(request.cookies.get(sessionCookieName())?.value);
  const decision = decideAccess(pathname, search, session);
  for (const message of decision.logs) log.warn({ requestId, path: pathname }, message);

  // Signed in or not: a public page's HTML is the same for everyone (docs/decisions/0004).
  const publicKey =
    decision.kind === 'allow'
      ? publicPageKey({
          method: request.method,
          pathname,
          search,
          setsCookie: Boolean(decision.resetSession),
          isDataRequest:
            request.url.includes('/_next/data/') ||
            request.headers.has('x-nextjs-data') ||
            request.headers.has('x-middleware-prefetch'),
        })
      : null;
  // An editor in preview always gets a full render of the drafts, never the published copy (decision 0031).
  const rendered =
    publicKey && !request.cookies.has(DRAFT_MODE_COOKIE) ? lookupRenderedPage(publicKey) : null;
  log.info(
    {
      requestId,
      method: request.method,
      path: pathname,
      access: decision.kind,
      ...(rendered ? { rendered: 'cached' } : {}),
    },
    'request',
  );
  // A fresh nonce for every answer (docs/decisions/0014); Next reads it from the request's policy.
  const nonce = newNonce();
  const security = securityHeaders(nonce, policyInputs(env(), trackingFor(pathname, session)));
  if (rendered) return renderedPageResponse(request, rendered, requestId, nonce, security);

  const headers = new Headers(request.headers);
  headers.set('x-request-id', requestId);
  headers.set('content-security-policy', security['content-security-policy']);
  headers.delete(SESSION_RESET_HEADER);
  if (decision.resetSession) headers.set(SESSION_RESET_HEADER, '1');
  const response =
    decision.kind === 'redirect'
      ? NextResponse.redirect(new URL(decision.location, request.url), 307)
      : NextResponse.next({ request: { headers } });
  response.headers.set('x-request-id', requestId);
  setSecurityHeaders(response.headers, security);
  // With the cookie's own attributes: a browser drops a `__Host-` cookie only for a Secure, Path=/ Set-Cookie.
  if (decision.resetSession) response.cookies.set(sessionCookieName(), '', authCookieOptions(0));
  return response;
}

/** The trackers the page's policy admits before its loader knows the CMS's: none in the admin area. */
const trackingFor = (pathname: string, session: SessionData | null) =>
  resolveTracking(publicConfig(env()), null, {
    area: routeForPath(pathname).area,
    viewerIsAdmin: session !== null && isAdmin(session),
  });

/**
 * A public page view answered with the HTML its page rendered a moment ago (src/server/rendered-pages.ts), with
 * this answer's nonce in it and in its policy. The same for every visitor, so a CDN may keep it whoever asked.
 */
function renderedPageResponse(
  request: NextRequest,
  page: RenderedPage,
  requestId: string,
  nonce: string,
  security: SecurityHeaders,
): NextResponse {
  const { html, policy } = withNonce(page, nonce);
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': publicPageCacheControl(env().PAGE_CACHE_TTL_MS),
    'x-request-id': requestId,
    // For operators and tests: this answer is the HTML rendered for an earlier view.
    'x-page-cache': 'hit',
  });
  setSecurityHeaders(headers, security);
  if (page.etag) {
    headers.set('etag', page.etag);
    // No policy on a 304: the browser keeps the copy it has with the policy (and nonce) that came with it.
    if (request.headers.get('if-none-match') === page.etag) {
      headers.delete('content-security-policy');
      return new NextResponse(null, { status: 304, headers });
    }
  }
  // The page's own policy: its render may have admitted trackers the CMS switched on.
  headers.set('content-security-policy', policy);
  // Next compresses it on the way out, as it does the pages it renders.
  return new NextResponse(request.method === 'HEAD' ? null : html, { status: 200, headers });
}

export const config = {
  matcher: ['/((?!_next/static|_next/image|api/|favicon\\.ico|robots\\.txt|sitemap[-0-9]*\\.xml).*)'],
};
