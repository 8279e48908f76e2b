import type { Tracking } from '@/lib/tracking';
import { searchOrigins, TRACKER_ORIGINS, VIDEO_FRAME_ORIGIN, type SourceKind } from '@/lib/csp-origins';

/**
 * What stops a tag manager that has already run (docs/decisions/0028): once a visitor withdraws their consent to
 * statistics, the document gets a second Content-Security-Policy (a `<meta>` in its head; a browser enforces
 * every policy it has, so this one can only narrow the page's). It names the site's own sources, the consent
 * platform and the cookieless privacy analytics, and no host of the tag manager or of what it loaded: every
 * further request of theirs in this document is refused by the browser, whatever their code still runs.
 */
export interface LockInputs {
  nonce: string | undefined;
  config: { search: { appId: string; host: string | null }; imageCdnUrl: string };
  tracking: Tracking;
  dev: boolean;
}

/** Each kept service's origins of one kind: the consent platform and the privacy analytics, never the tag manager. */
const kept = (tracking: Tracking, kind: SourceKind) => [
  ...(tracking.cookieConsentId ? TRACKER_ORIGINS.cookieConsentId[kind] : []),
  ...(tracking.privacyAnalyticsDomain ? TRACKER_ORIGINS.privacyAnalyticsDomain[kind] : []),
];

export function lockedPolicy({ nonce, config, tracking, dev }: LockInputs): string {
  const directives: [string, string[]][] = [
    // No 'strict-dynamic': scripts a running script adds are judged by their host, so the tag manager's
    // further tags are refused.
    [
      'script-src',
      [
        "'self'",
        ...(nonce ? [`'nonce-${nonce}'`] : []),
        ...kept(tracking, 'script'),
        ...(dev ? ["'unsafe-eval'"] : []),
      ],
    ],
    [
      'connect-src',
      ["'self'", ...searchOrigins(config.search), ...kept(tracking, 'connect'), ...(dev ? ['ws:'] : [])],
    ],
    ['img-src', ["'self'", 'data:', new URL(config.imageCdnUrl).origin, ...kept(tracking, 'img')]],
    ['frame-src', [VIDEO_FRAME_ORIGIN, ...kept(tracking, 'frame')]],
  ];
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ');
}

/** The tag manager's first-party cookies (GA4's `_ga`, `_ga_<id>`, `_gid`, `_gat…`, the ads linker's `_gcl…`). */
const TRACKER_COOKIE = /^(_ga|_gid|_gat|_gcl)/;

/** Every domain a cookie of this page can have been set on: the host and each parent of it. */
function cookieDomains(hostname: string): string[] {
  const labels = hostname.split('.');
  return labels.slice(0, -1).map((_, index) => labels.slice(index).join('.'));
}

/** Locks this document against the trackers (lockedPolicy) and removes the cookies they set. */
export function lockTrackers(inputs: LockInputs): void {
  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = lockedPolicy(inputs);
  document.head.appendChild(meta);
  const expired = 'expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim() ?? '';
    if (!TRACKER_COOKIE.test(name)) continue;
    document.cookie = `${name}=; ${expired}`;
    for (const domain of cookieDomains(location.hostname))
      document.cookie = `${name}=; ${expired}; domain=${domain}`;
  }
}
