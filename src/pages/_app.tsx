// First: before any form schema parses in the browser.
import '@/lib/client/zod-without-eval';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { Analytics } from '@/components/Analytics/Analytics';
import dynamic from 'next/dynamic';
import { DefaultLayout } from '@/components/Layouts/DefaultLayout';
import { IdlePrefetch } from '@/components/IdlePrefetch/IdlePrefetch';
import { ModalRoot } from '@/components/Modals/ModalRoot';
import { RouteAnnouncer } from '@/components/RouteAnnouncer/RouteAnnouncer';
import { SiteConfigProvider } from '@/components/SiteConfig/SiteConfig';
import { HeaderScripts } from '@/components/HeaderScripts/HeaderScripts';
import { PreviewBanner } from '@/components/PreviewBanner/PreviewBanner';
import { SessionWatcher } from '@/features/session/SessionWatcher';
import { useViewer, useViewerFollowsNavigation } from '@/lib/client/viewer-state';
import { installChunkReload } from '@/lib/client/chunk-reload';
import { installHeaderBehaviour } from '@/lib/client/header-behaviour';
import { installStaticBehaviour } from '@/lib/client/static-behaviour';
import { routeForPath } from '@/lib/routes';
import type { MyPageProps } from '@/server/loaders/navigation';
import '@/styles/globals.css';

// The parts sent as HTML (docs/decisions/0009): their in-app links, "Til toppen" and the video's play button,
// answering from the first script on, before hydration.
installStaticBehaviour();
// The header, sent as HTML too: its panels, sub-menus, search and the page shown marked (docs/decisions/0042).
installHeaderBehaviour();

// The teacher and admin areas' layout (with the typed API client) loads only on their pages.
const MyPageLayout = dynamic(() => import('@/components/Layouts/MyPageLayout').then((m) => m.MyPageLayout));

export default function App({ Component, pageProps }: AppProps<MyPageProps>) {
  const router = useRouter();
  const route = routeForPath(router.asPath.split(/[?#]/)[0] ?? '/');
  // Error pages get no site props; they draw their own minimal frame, with no CDN image (so no SiteConfigProvider).
  const hasSite = Boolean(pageProps.config);
  const page = <Component {...pageProps} />;
  // Teacher and admin screens bring their viewer; a public page learns it in the browser (decision 0004).
  const viewer = useViewer(pageProps.viewer);
  useViewerFollowsNavigation(router.events);

  // A part of the application that fails to load (a new release) reloads the page, at most once a minute.
  useEffect(() => installChunkReload(), []);

  return (
    <>
      {pageProps.preview ? <PreviewBanner path={router.asPath} /> : null}
      {!hasSite ? (
        page
      ) : (
        <SiteConfigProvider config={pageProps.config}>
          {route.layout === 'myPage' ? (
            <MyPageLayout site={pageProps}>{page}</MyPageLayout>
          ) : (
            <DefaultLayout site={pageProps} viewer={viewer}>
              {page}
            </DefaultLayout>
          )}
        </SiteConfigProvider>
      )}
      {hasSite ? <SessionWatcher loggedIn={viewer.status === 'known' && viewer.viewer.loggedIn} /> : null}
      {/* Before the trackers: a consent manager releases the gated header scripts it finds in the page. */}
      {hasSite ? <HeaderScripts scripts={pageProps.headerScripts} viewer={viewer} /> : null}
      {hasSite ? (
        <Analytics config={pageProps.config} cms={pageProps.global?.Tracking} viewer={viewer} />
      ) : null}
      <RouteAnnouncer />
      <ModalRoot />
      <IdlePrefetch />
    </>
  );
}
