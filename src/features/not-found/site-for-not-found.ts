import type { NextPageContext } from 'next';
import type { SiteProps } from '@/server/loaders/navigation';

/**
 * The site-wide data for a 404: on the server, the cached data every page loads (src/server/loaders/not-found.ts,
 * imported only there: the `typeof window` test is settled at build time, so the browser's bundle has none of
 * it); in the browser, after a link to a missing page, the data the first page of the visit came with.
 */
export async function siteForNotFound(context: NextPageContext): Promise<SiteProps | Record<never, never>> {
  if (typeof window === 'undefined') {
    const { notFoundSite } = await import('@/server/loaders/not-found');
    return (await notFoundSite(context)) ?? {};
  }
  const first = (window as { __NEXT_DATA__?: { props?: { pageProps?: Partial<SiteProps> } } }).__NEXT_DATA__
    ?.props?.pageProps;
  return first?.config
    ? {
        config: first.config,
        global: first.global ?? null,
        globalFetchedAt: first.globalFetchedAt ?? null,
        headerScripts: first.headerScripts ?? [],
      }
    : {};
}
