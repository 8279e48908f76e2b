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
import { SessionWatcher } from '@/features/session/SessionWatcher';
import { installChunkReload } from '@/lib/client/chunk-reload';
import { routeForPath } from '@/lib/routes';
import type { MyPageProps } from '@/server/loaders/navigation';
import '@/styles/globals.css';

// The teacher and admin areas' layout (with the typed API client) loads only on their pages.
const MyPageLayout = dynamic(() => import('@/components/Layouts/MyPageLayout').then((m) => m.MyPageLayout));

export default function App({ Component, pageProps }: AppProps<MyPageProps>) {
  const router = useRouter();
  const route = routeForPath(router.asPath.split(/[?#]/)[0] ?? '/');
  // Error pages get no site props; they draw their own minimal frame, with no CDN image (so no SiteConfigProvider).
  const hasSite = Boolean(pageProps.config);
  const page = <Component {...pageProps} />;

  // A part of the application that fails to load (a new release) reloads the page, at most once a minute.
  useEffect(() => installChunkReload(), []);

  return (
    <>
      {!hasSite ? (
        page
      ) : (
        <SiteConfigProvider config={pageProps.config}>
          {route.layout === 'myPage' ? (
            <MyPageLayout site={pageProps}>{page}</MyPageLayout>
          ) : (
            <DefaultLayout site={pageProps}>{page}</DefaultLayout>
          )}
        </SiteConfigProvider>
      )}
      {hasSite ? <SessionWatcher loggedIn={pageProps.viewer.loggedIn} /> : null}
      {hasSite ? (
        <Analytics
          config={pageProps.config}
          cms={pageProps.global?.Tracking}
          viewerIsAdmin={pageProps.viewer.isAdmin}
        />
      ) : null}
      <RouteAnnouncer />
      <ModalRoot />
      <IdlePrefetch />
    </>
  );
}
