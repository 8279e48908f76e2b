import { Activity, type ReactNode } from 'react';
import { ContactEmailProvider } from '@/lib/client/contact-email';
import type { ViewerState } from '@/lib/client/viewer-state';
import type { SiteProps } from '@/server/loaders/navigation';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { SkipLink } from './SkipLink';

/** The public site's layout. The footer is hydrated after the header and the page (decision 0009). */
export function DefaultLayout({
  site,
  viewer,
  children,
}: {
  site: SiteProps;
  viewer: ViewerState;
  children: ReactNode;
}) {
  return (
    <>
      <SkipLink />
      <SiteHeader global={site.global} viewer={viewer} />
      <main id="main" tabIndex={-1}>
        <ContactEmailProvider value={site.global?.Email || null}>{children}</ContactEmailProvider>
      </main>
      <Activity>
        <SiteFooter global={site.global} />
      </Activity>
    </>
  );
}
