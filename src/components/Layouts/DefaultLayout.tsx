import type { ReactNode } from 'react';
import { ContactEmailProvider } from '@/lib/client/contact-email';
import type { ViewerState } from '@/lib/client/viewer-state';
import type { SiteProps } from '@/server/loaders/navigation';
import { KeptStaticHtml } from '../StaticHtml/KeptStaticHtml';
import { StaticHtml } from '../StaticHtml/StaticHtml';
import { HeaderLogin } from '../SiteHeader/HeaderLogin';
import { SkipLink } from './SkipLink';
// The header and the footer come as HTML; their styles come with the layout.
import '../SiteHeader/BurgerMenu.module.css';
import '../SiteHeader/MainMenu.module.css';
import '../SiteHeader/SearchPanel.module.css';
import '../SiteHeader/SiteHeader.module.css';
import '../SiteFooter/SiteFooter.module.css';

/**
 * The public site's layout: the header, the page, and the footer. The header and the footer come as HTML the
 * server rendered once per copy of the site-wide data (docs/decisions/0009); the header's login button is an
 * island drawn into it, and a listener gives it the rest of its behaviour (docs/decisions/0042).
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
      {site.header ? <KeptStaticHtml part={site.header} /> : null}
      <HeaderLogin global={site.global} viewer={viewer} />
      <main id="main" tabIndex={-1}>
        <ContactEmailProvider value={site.global?.Email || null}>{children}</ContactEmailProvider>
      </main>
      {site.footer ? <StaticHtml part={site.footer} /> : null}
    </>
  );
}
