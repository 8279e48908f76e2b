import { UpstreamCache } from '../cache';
import { env } from '../env';
import { log } from '../log';
import type { Page } from '../upstream/cms-schemas';
import { UpstreamError, type Upstream } from '../upstream';

/** Pages: a short cache so a burst of visitors is one CMS call, and the last good copy when the CMS fails. */
let pageCache: UpstreamCache<Page | null> | undefined;
const cache = () => (pageCache ??= new UpstreamCache<Page | null>(env().PAGE_CACHE_TTL_MS, 1000));

export type PageResult =
  | { kind: 'page'; page: Page; stale: boolean; fetchedAt: number }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

/** Normalises a URL path the way the CMS keys pages: decoded, leading and trailing slash. */
export function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const withLead = clean.startsWith('/') ? clean : `/${clean}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

/** The `page` step of the navigation chain; `prepare` runs once per fetched copy (rich text, block data). */
export async function loadPage(
  upstream: Upstream,
  path: string,
  prepare: (page: Page) => Promise<Page> = (page) => Promise.resolve(page),
): Promise<PageResult> {
  const key = normalisePath(path);
  try {
    const { value, stale, fetchedAt } = await cache().get(key, async () => {
      try {
        return await prepare((await upstream.cms.getPage(key)).Page);
      } catch (error) {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }
    });
    if (!value) return { kind: 'not-found' };
    if (stale) log.warn({ path: key }, 'CMS unavailable; serving the last good copy');
    return { kind: 'page', page: value, stale, fetchedAt };
  } catch (error) {
    log.error({ path: key, err: error instanceof Error ? error.message : String(error) }, 'page unavailable');
    return { kind: 'unavailable' };
  }
}

export function clearPageCache() {
  pageCache?.clear();
}
