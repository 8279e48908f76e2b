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

/**
 * Which trackers are on. The deployment's configuration (env: ANALYTICS_ID, COOKIE_CONSENT_ID,
 * PRIVACY_ANALYTICS_DOMAIN) wins; where it says nothing, the CMS's Global.Tracking decides, so editors can
 * switch a tracker on without a release but cannot override what operators set (a staging server set up
 * without trackers stays without, unless its CMS names one). Null everywhere means no tracker loads.
 */
export function resolveTracking(
  config: Pick<PublicConfig, keyof Tracking>,
  tracking: Global['Tracking'] | null | undefined,
): Tracking {
  return {
    analyticsId: present(config.analyticsId) ?? present(tracking?.AnalyticsId),
    cookieConsentId: present(config.cookieConsentId) ?? present(tracking?.CookieConsentId),
    privacyAnalyticsDomain:
      present(config.privacyAnalyticsDomain) ?? present(tracking?.PrivacyAnalyticsDomain),
  };
}

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title: string;
}

export const pageViewEvent = (pagePath: string, pageTitle: string): PageViewEvent => ({
  event: 'page_view',
  page_path: pagePath,
  page_title: pageTitle,
});

export interface PageViewScheduler {
  /** A route change to `url` completed: the event goes out after the delay (a newer change replaces it). */
  routeChanged(url: string): void;
  cancel(): void;
}

/** Sends one page-view event per settled route change, `delayMs` after it; nothing when there is no analytics id. */
export function createPageViewScheduler(options: {
  analyticsId: string | null;
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
      if (!options.analyticsId) return;
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
