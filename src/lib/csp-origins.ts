import type { Tracking } from '@/lib/tracking';

/**
 * The origins the Content-Security-Policy admits beyond the site (docs/decisions/0014), in one place: the
 * server's policy (src/server/security-headers.ts) and the browser's tighter one after a visitor withdraws
 * consent (src/lib/client/tracker-lock.ts, docs/decisions/0028) are built from the same lists.
 */

/** The embedded video player (VideoModal, rich-text iframes): always the privacy-enhanced YouTube host. */
export const VIDEO_FRAME_ORIGIN = 'https://www.youtube-nocookie.com';

export type SourceKind = 'script' | 'connect' | 'img' | 'frame';

/**
 * The origins each third-party service of SPEC section 7 needs. `script` is where its scripts come from: the
 * server's policy admits scripts by nonce and 'strict-dynamic' instead, the lock names hosts.
 */
export const TRACKER_ORIGINS: Record<keyof Tracking, Record<SourceKind, readonly string[]>> = {
  analyticsId: {
    script: ['https://www.googletagmanager.com'],
    connect: [
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    frame: [],
  },
  cookieConsentId: {
    script: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    connect: ['https://consent.cookiebot.com', 'https://consentcdn.cookiebot.com'],
    img: ['https://imgsct.cookiebot.com'],
    frame: ['https://consentcdn.cookiebot.com'],
  },
  privacyAnalyticsDomain: {
    script: ['https://plausible.io'],
    connect: ['https://plausible.io'],
    img: [],
    frame: [],
  },
};

/** The origins of the configured services of `tracking` for one kind of source. */
export function trackerOrigins(tracking: Tracking, kind: SourceKind): string[] {
  return (Object.keys(TRACKER_ORIGINS) as (keyof Tracking)[]).flatMap((service) =>
    tracking[service] ? TRACKER_ORIGINS[service][kind] : [],
  );
}

const originOf = (url: string) => new URL(url).origin;

/** Algolia's read hosts for an application id, or the one configured host (self-hosted or the stand-in). */
export function searchOrigins({ appId, host }: { appId: string; host: string | null }): string[] {
  if (host) return [originOf(host)];
  if (!/^[A-Za-z0-9]+$/.test(appId)) return ['https://*.algolia.net', 'https://*.algolianet.com'];
  const id = appId.toLowerCase();
  return [
    `https://${id}-dsn.algolia.net`,
    `https://${id}.algolia.net`,
    ...[1, 2, 3].map((n) => `https://${id}-${n}.algolianet.com`),
  ];
}
