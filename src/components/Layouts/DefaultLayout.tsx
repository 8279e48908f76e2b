import type { ReactNode } from 'react';
import { ContactEmailProvider } from '@/lib/client/contact-email';
import type { ViewerState } from '@/lib/client/viewer-state';
import type { SiteProps } from '@/server/loaders/navigation';
import { StaticHtml } from '../StaticHtml/StaticHtml';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { SkipLink } from './SkipLink';
// The footer comes as HTML; its styles come with the layout.
import '../SiteFooter/SiteFooter.module.css';

/**
 * The public site's layout: the header (an island), the page, and the footer, which comes as HTML the server
 * rendered once per copy of the site-wide data (docs/decisions/0009).
 */
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
      {site.footer ? <StaticHtml part={site.footer} /> : null}
    </>
  );
}
