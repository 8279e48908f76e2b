import { HydrationBoundary } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { ContactEmailProvider } from '@/lib/client/contact-email';
import { TrpcProvider } from '@/lib/client/TrpcProvider';
import type { MyPageProps } from '@/server/loaders/navigation';
import { MyPageHeader } from '../MyPageHeader/MyPageHeader';
import { SkipLink } from './SkipLink';

/** The teacher and admin areas' layout, with the typed API client for their screens. */
export function MyPageLayout({ site, children }: { site: MyPageProps; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <TrpcProvider>
        <MyPageHeader quicklinks={site.quicklinks} viewer={site.viewer} />
        <main id="main" tabIndex={-1} className="container" style={{ paddingBlock: '2rem 4rem' }}>
          {/* The screen's data as the server fetched it: no spinner on arrival. */}
          <HydrationBoundary state={site.trpcState ?? undefined}>
            <ContactEmailProvider value={site.global?.Email || null}>{children}</ContactEmailProvider>
          </HydrationBoundary>
        </main>
      </TrpcProvider>
    </>
  );
}
