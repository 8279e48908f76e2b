import { Suspense, type ReactNode } from 'react';
import type { SiteProps } from '@/server/loaders/navigation';
import { SiteFooter } from '../SiteFooter/SiteFooter';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { SkipLink } from './SkipLink';

/**
 * The public site's layout. The footer is a Suspense boundary of its own (it never suspends), as each block
 * is (blocks/Blocks.tsx): the browser hydrates it after the header and the page, as separate work.
 */
export function DefaultLayout({ site, children }: { site: SiteProps; children: ReactNode }) {
  return (
    <>
      <SkipLink />
      <SiteHeader global={site.global} viewer={site.viewer} config={site.config} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Suspense fallback={null}>
        <SiteFooter global={site.global} imageCdnUrl={site.config.imageCdnUrl} />
      </Suspense>
    </>
  );
}
