import { PATHS, type RouteArea } from '@/lib/routes';
import type { PublicConfig } from '@/server/env';
import type { Global } from '@/server/upstream/cms-schemas';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** SPEC section 9: the page-view event goes out 250 ms after each route change (the new title is set by then). */
export const PAGE_VIEW_DELAY_MS = 250;

export interface Tracking {
  analyticsId: string | null;
  cookieConsentId: string | null;
  privacyAnalyticsDomain: string | null;
}

/**
 * This page's CSP nonce, for scripts added after it loaded (docs/decisions/0014): an inline one needs it, and a
 * tag manager passes its own on to the tags it adds. Browsers hide the attribute but keep the property.
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById('__NEXT_DATA__')?.nonce || undefined;
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

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title: string;
  /** GA4's name for a site search's term: only on the public search page, never an e-mail address. */
  search_term?: string;
}

/** E-mail addresses, also percent-encoded (`%40`), anywhere in a text. */
const EMAIL = /[^\s/?#&=]+(?:@|%40)[^\s/?#&=]+/gi;
const REDACTED = '[fjernet]';
const MAX_SEARCH_TERM = 100;

/**
 * What a page view may tell a tracker about the page (docs/decisions/0014): the path without its query string
 * or fragment (a query can carry an e-mail address or a search for a person), with any segment that holds an
 * e-mail address replaced; the title with e-mail addresses replaced; and on the search page, its term, unless
 * the term holds an e-mail address.
 */
export function pageViewEvent(url: string, pageTitle: string): PageViewEvent {
  const [pathname = '/', query = ''] = (url.split('#')[0] ?? '').split('?');
  const pagePath = pathname.replace(EMAIL, REDACTED);
  const event: PageViewEvent = {
    event: 'page_view',
    page_path: pagePath.includes('@') ? REDACTED : pagePath,
    page_title: pageTitle.replace(EMAIL, REDACTED).replaceAll('@', ''),
  };
  if (pathname === PATHS.search) {
    const term = new URLSearchParams(query).get('query')?.trim().slice(0, MAX_SEARCH_TERM);
    if (term && !term.includes('@') && !/%40/i.test(term)) event.search_term = term;
  }
  return event;
}

export interface PageViewScheduler {
  /** A route change to `url` completed: the event goes out after the delay (a newer change replaces it). */
  routeChanged(url: string): void;
  cancel(): void;
}

/** Sends one page-view event per settled route change, `delayMs` after it; nothing when no tracker is `on`. */
export function createPageViewScheduler(options: {
  on: boolean;
  push: (event: PageViewEvent) => void;
  title: () => string;
  delayMs?: number;
}): PageViewScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    routeChanged(url) {
      if (!options.on) return;
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        options.push(pageViewEvent(url, options.title()));
      }, options.delayMs ?? PAGE_VIEW_DELAY_MS);
    },
    cancel,
  };
}

/** Pushes into the tag manager's `window.dataLayer`, creating it when the tracker has not loaded yet. */
export function pushToDataLayer(event: object): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
