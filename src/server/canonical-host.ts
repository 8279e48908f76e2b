import { NextResponse, type NextRequest } from 'next/server';

/**
 * One public address (docs/decisions/0034): a page asked for on another host than SITE_URL's (the bare address,
 * `127.0.0.1` for `localhost`, an old domain) is sent permanently to the same path on SITE_URL's origin, so
 * sign-in, cookies and links all work on the one origin they are made for. `/api/` (health checks by address,
 * the CMS's publish hook) and Next's own files are left alone.
 *
 * The request's host is the load balancer's `X-Forwarded-Host` when it sends one, else `Host` (Next fills in the
 * former from the latter). A client that forges it only avoids the redirect: nothing else trusts it.
 */
export function canonicalHostLocation(
  url: string,
  headers: { get(name: string): string | null },
  siteUrl: string,
): string | null {
  const requested = new URL(url);
  if (requested.pathname.startsWith('/api/') || requested.pathname.startsWith('/_next/')) return null;
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? '').split(',')[0]!.trim();
  const site = new URL(siteUrl);
  if (!host || host.toLowerCase() === site.host.toLowerCase()) return null;
  return `${site.origin}${requested.pathname}${requested.search}`;
}

/** The route that answers the redirect (src/server/api/canonical-host.ts). */
export const CANONICAL_HOST_ROUTE = '/api/canonical-host';

/**
 * The proxy's step: a page on another host is handed to CANONICAL_HOST_ROUTE with its path and query. Not a
 * redirect from the proxy itself: Next makes a proxy's redirect relative when its host is the one Next thinks it
 * serves (`localhost:PORT` in `npm start`), and a visitor on 127.0.0.1 would be sent back to 127.0.0.1.
 */
export function canonicalHostRewrite(request: NextRequest, siteUrl: string): NextResponse | null {
  const location = canonicalHostLocation(request.url, request.headers, siteUrl);
  if (!location) return null;
  const route = new URL(CANONICAL_HOST_ROUTE, request.url);
  route.searchParams.set('to', location.slice(new URL(siteUrl).origin.length));
  return NextResponse.rewrite(route);
}

/** Where the route sends a visitor: `to` on SITE_URL's origin; only a path of this site (no `//host`). */
export function canonicalTarget(to: unknown, siteUrl: string): string | null {
  if (typeof to !== 'string' || !to.startsWith('/') || to.startsWith('//') || to.includes('\\')) return null;
  const origin = new URL(siteUrl).origin;
  const target = new URL(to, origin);
  return target.origin === origin ? target.href : null;
}
