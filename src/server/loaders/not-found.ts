import type { GetServerSidePropsContext, NextPageContext } from 'next';
import { routeForPath } from '@/lib/routes';
import { log } from '../log';
import { loadSite, type SiteProps } from './navigation';

/**
 * The site-wide data for the 404 screen rendered on the server (src/pages/_error.tsx), so it stands in the
 * site's layout with the header's menu and search and the footer. The same cached `global` every page reads;
 * none on a teacher or admin path (their layout needs a viewer), and none when it cannot be had: the 404 then
 * draws its own frame rather than fail.
 */
export async function notFoundSite({ req, res, asPath, query }: NextPageContext): Promise<SiteProps | null> {
  const path = (asPath ?? '/').split(/[?#]/)[0] ?? '/';
  if (!req || !res || routeForPath(path).layout !== 'default') return null;
  try {
    // loadSite reads only the request, the answer and the path of the context a page would get.
    const context = { req, res, resolvedUrl: asPath ?? '/', query } as GetServerSidePropsContext;
    return await loadSite(context);
  } catch (error) {
    log.warn({ err: error, path }, 'the 404 screen is drawn without the site-wide data');
    return null;
  }
}
