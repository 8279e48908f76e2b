import type { NextPageContext } from 'next';
import { dataPart } from '@/lib/static-part';
import type { SiteProps } from '@/server/loaders/navigation';

/**
 * The site-wide data for a 404: on the server, the cached data every page loads (src/server/loaders/not-found.ts,
 * imported only there: the `typeof window` test is settled at build time, so the browser's bundle has none of
 * it); in the browser, after a link to a missing page, the data the first page of the visit came with.
 */
export async function siteForNotFound(context: NextPageContext): Promise<SiteProps | Record<never, never>> {
  if (typeof window === 'undefined') {
    const [{ notFoundSite }, { footerPart }, { documentPart }] = await Promise.all([
      import('@/server/loaders/not-found'),
      import('@/render/static-footer'),
      import('@/lib/static-part'),
    ]);
    const site = await notFoundSite(context);
    // The footer as every public page has it: HTML rendered once per copy of the site-wide data (decision 0009).
    return site ? { ...site, footer: footerPart(site, documentPart) } : {};
  }
  const footerHtml = document.querySelector('footer')?.closest('.static-part')?.innerHTML;
  const first = (window as { __NEXT_DATA__?: { props?: { pageProps?: Partial<SiteProps> } } }).__NEXT_DATA__
    ?.props?.pageProps;
  return first?.config
    ? {
        config: first.config,
        global: first.global ?? null,
        globalFetchedAt: first.globalFetchedAt ?? null,
        headerScripts: first.headerScripts ?? [],
        preview: false,
        // The footer the page already shows: it came as HTML (decision 0009), not in the data.
        ...(footerHtml ? { footer: dataPart(footerHtml) } : {}),
      }
    : {};
}
