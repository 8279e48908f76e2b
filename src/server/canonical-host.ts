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
