import { useRouter } from 'next/router';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { createPageViewScheduler, pageNonce, type PageViewEvent } from '@/lib/client/analytics';
import { keepsTrackers, NO_TRACKERS, resolveTracking, type Tracking } from '@/lib/tracking';
import { pageViewForTagManager, setTagManager, startConsentPlatform } from '@/lib/client/consent';
import { lockTrackers } from '@/lib/client/tracker-lock';
import { onPageChange, onPageChangeStart } from '@/lib/client/page-change';
import { routeForPath } from '@/lib/routes';
import { mayRunThirdParty, type ViewerState } from '@/lib/client/viewer-state';
import type { PublicConfig } from '@/server/env';
import type { Global } from '@/server/upstream/cms-schemas';

declare global {
  interface Window {
    plausible?: ((event: string, options?: { u?: string }) => void) & { q?: unknown[] };
  }
}

/**
 * The cookieless privacy analytics' script without automatic page views: the site sends each one itself with
 * the address it may carry (no query string, docs/decisions/0028).
 */
export const PRIVACY_ANALYTICS_URL = 'https://plausible.io/js/script.manual.js';

const pathOf = (url: string) => url.split(/[?#]/)[0] ?? '/';

/** Once per document: the privacy analytics' script, with its documented queue for calls made before it runs. */
function startPrivacyAnalytics(domain: string, nonce: string | undefined) {
  if (document.getElementById('privacy-analytics')) return;
  window.plausible ??= Object.assign(
    function queue(...args: unknown[]) {
      (window.plausible!.q ??= []).push(args);
    },
    { q: [] as unknown[] },
  );
  const script = document.createElement('script');
  script.id = 'privacy-analytics';
  script.async = true;
  script.setAttribute('data-domain', domain);
  if (nonce) script.nonce = nonce;
  script.src = PRIVACY_ANALYTICS_URL;
  document.head.appendChild(script);
}

/**
 * Trackers and the page-view event (SPEC sections 2 and 9; docs/decisions/0014 and 0028): 250 ms after each
 * route change, and after the first page has loaded, a page view goes to the privacy analytics (cookieless, no
 * consent needed) and to the tag manager, which loads only with the visitor's consent to statistics
 * (src/lib/client/consent.ts). The trackers of each page follow `resolveTracking` (none in the admin area or for
 * an administrator, the CMS's on public pages only); a navigation to a page that must not have a tracker already
 * running here becomes a full page load. Nothing loads or is sent in the stand-in set-up (all ids null).
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

  // A layout effect: it runs before every passive effect of the same commit, so the consent platform is in the
  // document before the header scripts (HeaderScripts waits for it to have run) and any tracker.
  useLayoutEffect(() => {
    if (!cookieConsentId) return;
    const nonce = pageNonce();
    startConsentPlatform({
      cookieConsentId,
      nonce,
      lock: () => lockTrackers({ nonce, config, tracking, dev: process.env.NODE_ENV === 'development' }),
    });
    // The lock is built from the page that started the platform: its services are the document's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cookieConsentId]);

  useEffect(() => setTagManager(analyticsId), [analyticsId]);

  useEffect(() => {
    if (privacyAnalyticsDomain) startPrivacyAnalytics(privacyAnalyticsDomain, pageNonce());
  }, [privacyAnalyticsDomain]);

  useEffect(() => {
    if (!analyticsId && !privacyAnalyticsDomain) return;
    const send = (view: PageViewEvent) => {
      if (privacyAnalyticsDomain)
        window.plausible?.('pageview', { u: `${window.location.origin}${view.page_path}` });
      if (analyticsId) pageViewForTagManager(view);
    };
    const scheduler = createPageViewScheduler({ on: true, push: send, title: () => document.title });
    const onRoute = (url: string) => scheduler.routeChanged(url);
    scheduler.routeChanged(`${window.location.pathname}${window.location.search}`);
    const unsubscribe = onPageChange(router.events, onRoute);
    return () => {
      scheduler.cancel();
      unsubscribe();
    };
  }, [analyticsId, privacyAnalyticsDomain, router.events]);

  return null;
}
