import type { ReactNode } from 'react';
import type { MyPageProps, SiteProps } from '@/server/loaders/navigation';
import { MyPageHeader } from '../MyPageHeader/MyPageHeader';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';

const SkipLink = () => (
  <a className="skip-link" href="#main">
    Gå til indhold
  </a>
);

/** The public site's layout. */
export function DefaultLayout({ site, children }: { site: SiteProps; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader global={site.global} viewer={site.viewer} config={site.config} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter global={site.global} imageCdnUrl={site.config.imageCdnUrl} />
    </>
  );
}

/** The teacher and admin areas' layout. */
export function MyPageLayout({ site, children }: { site: MyPageProps; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <MyPageHeader quicklinks={site.quicklinks} viewer={site.viewer} />
      <main id="main" tabIndex={-1} className="container" style={{ paddingBlock: '2rem 4rem' }}>
        {children}
      </main>
    </>
  );
}
