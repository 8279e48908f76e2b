import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { AppProps } from 'next/app';
import { useRouter } from 'next/router';
import { useEffect, useState } from 'react';
import { Analytics } from '@/components/Analytics/Analytics';
import { DefaultLayout, MyPageLayout } from '@/components/Layouts/Layouts';
import { ModalRoot } from '@/components/Modals/ModalRoot';
import { RouteAnnouncer } from '@/components/RouteAnnouncer/RouteAnnouncer';
import { SessionWatcher } from '@/features/session/SessionWatcher';
import { resolveTracking } from '@/lib/client/analytics';
import { installChunkReload } from '@/lib/client/chunk-reload';
import { createTrpcClient, trpc } from '@/lib/client/trpc';
import { routeForPath } from '@/lib/routes';
import type { MyPageProps } from '@/server/loaders/navigation';
import '@/styles/globals.css';

export default function App({ Component, pageProps }: AppProps<MyPageProps>) {
  const router = useRouter();
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: 1, refetchOnWindowFocus: false } } }),
  );
  const [trpcClient] = useState(createTrpcClient);
  const route = routeForPath(router.asPath.split(/[?#]/)[0] ?? '/');
  // Error pages get no site props; they draw their own minimal frame.
  const hasSite = Boolean(pageProps.config);
  const page = <Component {...pageProps} />;

  // A part of the application that fails to load (a new release) reloads the page, at most once a minute.
  useEffect(() => installChunkReload(router.events), [router.events]);

  return (
    <trpc.Provider client={trpcClient} queryClient={queryClient}>
      <QueryClientProvider client={queryClient}>
        {!hasSite ? page : route.layout === 'myPage' ? <MyPageLayout site={pageProps}>{page}</MyPageLayout> : <DefaultLayout site={pageProps}>{page}</DefaultLayout>}
        {hasSite ? <SessionWatcher loggedIn={pageProps.viewer.loggedIn} /> : null}
        {hasSite ? <Analytics tracking={resolveTracking(pageProps.config, pageProps.global?.Tracking)} /> : null}
        <RouteAnnouncer />
        <ModalRoot />
      </QueryClientProvider>
    </trpc.Provider>
  );
}
