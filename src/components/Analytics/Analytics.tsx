import { useRouter } from 'next/router';
import Script from 'next/script';
import { useEffect, useRef } from 'react';
import {
  createPageViewScheduler,
  keepsTrackers,
  NO_TRACKERS,
  pageNonce,
  pushToDataLayer,
  resolveTracking,
  type Tracking,
} from '@/lib/client/analytics';
import { onPageChange, onPageChangeStart } from '@/lib/client/page-change';
import { routeForPath } from '@/lib/routes';
import { mayRunThirdParty, type ViewerState } from '@/lib/client/viewer-state';
import type { PublicConfig } from '@/server/env';
import type { Global } from '@/server/upstream/cms-schemas';

/** The third-party services of SPEC section 7 ("Other outgoing traffic"), each loaded only when configured. */
export const TRACKER_URLS = {
  /** The page-view tracker: a tag manager reading `window.dataLayer`. */
  analytics: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  cookieConsent: 'https://consent.cookiebot.com/uc.js',
  privacyAnalytics: 'https://plausible.io/js/script.js',
} as const;

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '/';

/**
 * Trackers and the page-view event (SPEC sections 2 and 9): 250 ms after each route change, and after the
 * first page has loaded, a page view goes into `window.dataLayer`, only when an analytics id is configured. The
 * trackers of each page follow `resolveTracking` (none in the admin area or for an administrator, the CMS's on
 * public pages only; docs/decisions/0014); a navigation to a page that must not have a tracker already running
 * here becomes a full page load. Nothing loads or is sent in the stand-in set-up (all ids null).
 */
export function Analytics({
  config,
  cms,
  viewer,
}: {
  config: PublicConfig;
  cms: Global['Tracking'] | null | undefined;
  /** Learnt in the browser on public pages: no tracker runs until it is known not to be an administrator. */
  viewer: ViewerState;
}) {
  const router = useRouter();
  const viewerIsAdmin = !mayRunThirdParty(viewer);
  const tracking = resolveTracking(config, cms, {
    area: routeForPath(pathOf(router.asPath)).area,
    viewerIsAdmin,
  });
  const { analyticsId, cookieConsentId, privacyAnalyticsDomain } = tracking;
  // Read while rendering: next/script adds its element in its first effect. Only on the client (these
  // scripts render nothing on the server), so it cannot differ between the two renders.
  const nonce = pageNonce();
  // What this document has loaded: a script, once added, stays for every later page of the same document.
  const loaded = useRef<Tracking>(NO_TRACKERS);
  useEffect(() => {
    loaded.current = {
      analyticsId: analyticsId ?? loaded.current.analyticsId,
      cookieConsentId: cookieConsentId ?? loaded.current.cookieConsentId,
      privacyAnalyticsDomain: privacyAnalyticsDomain ?? loaded.current.privacyAnalyticsDomain,
    };
  }, [analyticsId, cookieConsentId, privacyAnalyticsDomain]);

  useEffect(
    () =>
      onPageChangeStart(router.events, (url) => {
        const next = resolveTracking(config, cms, { area: routeForPath(pathOf(url)).area, viewerIsAdmin });
        if (!keepsTrackers(loaded.current, next)) window.location.assign(url);
      }),
    [router.events, config, cms, viewerIsAdmin],
  );

  useEffect(() => {
    if (!analyticsId) return;
    const scheduler = createPageViewScheduler({
      analyticsId,
      push: pushToDataLayer,
      title: () => document.title,
    });
    const onRoute = (url: string) => scheduler.routeChanged(url);
    scheduler.routeChanged(`${window.location.pathname}${window.location.search}`);
    const unsubscribe = onPageChange(router.events, onRoute);
    return () => {
      scheduler.cancel();
      unsubscribe();
    };
  }, [analyticsId, router.events]);

  return (
    <>
      {cookieConsentId ? (
        <Script
          id="cookie-consent"
          src={TRACKER_URLS.cookieConsent}
          data-cbid={cookieConsentId}
          nonce={nonce}
          data-blockingmode="auto"
          strategy="afterInteractive"
        />
      ) : null}
      {analyticsId ? (
        <>
          {/* The tag manager's start event goes in before its script, as its own snippet does. */}
          <Script id="analytics-init" strategy="afterInteractive" nonce={nonce}>
            {
              "window.dataLayer=window.dataLayer||[];window.dataLayer.push({'gtm.start':Date.now(),event:'gtm.js'});"
            }
          </Script>
          <Script
            id="analytics"
            src={TRACKER_URLS.analytics(analyticsId)}
            strategy="afterInteractive"
            nonce={nonce}
          />
        </>
      ) : null}
      {privacyAnalyticsDomain ? (
        <Script
          id="privacy-analytics"
          src={TRACKER_URLS.privacyAnalytics}
          data-domain={privacyAnalyticsDomain}
          nonce={nonce}
          strategy="afterInteractive"
        />
      ) : null}
    </>
  );
}
