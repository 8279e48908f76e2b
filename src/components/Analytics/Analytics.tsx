import { useRouter } from 'next/router';
import Script from 'next/script';
import { useEffect } from 'react';
import { createPageViewScheduler, pageNonce, pushToDataLayer, type Tracking } from '@/lib/client/analytics';
import { onPageChange } from '@/lib/client/page-change';

/** The third-party services of SPEC section 7 ("Other outgoing traffic"), each loaded only when configured. */
export const TRACKER_URLS = {
  /** The page-view tracker: a tag manager reading `window.dataLayer`. */
  analytics: (id: string) => `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`,
  cookieConsent: 'https://consent.cookiebot.com/uc.js',
  privacyAnalytics: 'https://plausible.io/js/script.js',
} as const;

/**
 * Trackers and the page-view event (SPEC sections 2 and 9): 250 ms after each route change, and after the
 * first page has loaded, `{ event: 'page_view', page_path, page_title }` goes into `window.dataLayer`, only when
 * an analytics id is configured. Nothing here loads or sends anything in the stand-in set-up (all ids null).
 */
export function Analytics({ tracking }: { tracking: Tracking }) {
  const router = useRouter();
  const { analyticsId, cookieConsentId, privacyAnalyticsDomain } = tracking;
  // Read while rendering: next/script adds its element in its first effect. Only on the client (these
  // scripts render nothing on the server), so it cannot differ between the two renders.
  const nonce = pageNonce();

  useEffect(() => {
    if (!analyticsId) return;
    const scheduler = createPageViewScheduler({
      analyticsId,
      push: pushToDataLayer,
      title: () => document.title,
    });
    const onRoute = (url: string) => scheduler.routeChanged(url.split('#')[0] ?? url);
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
