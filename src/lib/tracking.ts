import type { RouteArea } from '@/lib/routes';
import type { PublicConfig } from '@/server/env';
import type { Global } from '@/server/upstream/cms-schemas';

/*
 * Which trackers a page has (docs/decisions/0014): decided on both sides, by the proxy and the security headers
 * on the server and by the analytics component in the browser, so it lives apart from the browser-only code in
 * src/lib/client/analytics.ts.
 */

export interface Tracking {
  analyticsId: string | null;
  cookieConsentId: string | null;
  privacyAnalyticsDomain: string | null;
}

const present = (value: string | null | undefined) => (value && value.trim() ? value.trim() : null);

export const NO_TRACKERS: Tracking = {
  analyticsId: null,
  cookieConsentId: null,
  privacyAnalyticsDomain: null,
};

/** Who looks at which page: trackers depend on both (docs/decisions/0014). */
export interface TrackingScope {
  area: RouteArea;
  /** A signed-in administrator, on any page. */
  viewerIsAdmin: boolean;
}

/**
 * Which trackers are on (docs/decisions/0014). The deployment's configuration (env: ANALYTICS_ID,
 * COOKIE_CONSENT_ID, PRIVACY_ANALYTICS_DOMAIN) wins; where it says nothing, the CMS's Global.Tracking decides, so
 * editors can switch a tracker on without a release but cannot override what operators set. Null everywhere
 * means no tracker loads. Whatever either says:
 * - no third-party script runs in the admin area, nor anywhere in a signed-in administrator's browser: the
 *   admin area shares the site's origin, so a script on any page there could call the admin API with their
 *   session (a tag manager's container can add any script);
 * - the CMS's ids apply to the public pages only, never to the teacher area;
 * - the tag manager needs a consent platform: without one it is off (docs/decisions/0028; boot warns).
 */
export function resolveTracking(
  config: Pick<PublicConfig, keyof Tracking>,
  tracking: Global['Tracking'] | null | undefined,
  scope: TrackingScope,
): Tracking {
  if (scope.area === 'admin' || scope.viewerIsAdmin) return NO_TRACKERS;
  const cms = scope.area === 'public' ? tracking : null;
  const cookieConsentId = present(config.cookieConsentId) ?? present(cms?.CookieConsentId);
  return {
    // Statistics need consent first (docs/decisions/0028): no consent platform, no tag manager.
    analyticsId: cookieConsentId ? (present(config.analyticsId) ?? present(cms?.AnalyticsId)) : null,
    cookieConsentId,
    privacyAnalyticsDomain: present(config.privacyAnalyticsDomain) ?? present(cms?.PrivacyAnalyticsDomain),
  };
}

/**
 * Whether a page whose trackers are `next` may follow, in the same document, one that loaded `loaded`: a
 * tracker's script keeps running after a client-side navigation, so a page that must not have it (the teacher
 * area after a CMS tracker, an admin page) needs a full page load instead.
 */
export const keepsTrackers = (loaded: Tracking, next: Tracking): boolean =>
  (Object.keys(loaded) as (keyof Tracking)[]).every(
    (key) => loaded[key] === null || loaded[key] === next[key],
  );
