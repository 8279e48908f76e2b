import { UpstreamCache } from '../cache';
import { env } from '../env';
import { log } from '../log';
import type { PreparedPage } from '@/cms/blocks';
import type { Page } from '@/cms/vocabulary';
import { UpstreamError, type Upstream } from '../upstream';
import { preparePage } from '../content/prepare-page';
import { onPurge, type PurgeScope } from '../revalidation';

/**
 * Pages: a short cache so a burst of visitors is one CMS call, and the last good copy when the CMS fails. It is
 * bounded by bytes as well as entries. Paths the CMS does not have are remembered apart, in a small cache of
 * their own, so a flood of unknown URLs cannot push the good copies (which stale-if-error depends on) out.
 */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
let caches: { pages: UpstreamCache<PreparedPage>; missing: UpstreamCache<true> } | undefined;
const cache = () => {
  if (!caches) onPurge(purgePages);
  return (caches ??= {
    pages: new UpstreamCache<PreparedPage>(env().PAGE_CACHE_TTL_MS, {
      maxEntries: 2000,
      maxBytes: PAGE_CACHE_BYTES,
    }),
    missing: new UpstreamCache<true>(env().PAGE_CACHE_TTL_MS, { maxEntries: 5000 }),
  });
};

/**
 * Fresh on publish (src/server/revalidation.ts): the changed pages are fetched again on their next view, also
 * one the CMS did not have before. Everything goes when site-wide data changed.
 */
function purgePages(scope: PurgeScope) {
  if (!caches) return;
  if ('all' in scope) {
    caches.pages.clear();
    caches.missing.clear();
    return;
  }
  for (const path of scope.paths) {
    for (const key of new Set([normalisePath(path), normalisePath(safeDecode(path))])) {
      caches.pages.delete(key);
      caches.missing.delete(key);
    }
  }
}

const safeDecode = (path: string) => {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
};

class PageNotFound extends Error {}

export type PageResult =
  | { kind: 'page'; page: PreparedPage; stale: boolean; fetchedAt: number }
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
  prepare: (page: Page) => Promise<PreparedPage>,
): Promise<PageResult> {
  const key = normalisePath(path);
  const { pages, missing } = cache();
  if (missing.fresh(key)) return { kind: 'not-found' };
  try {
    const { value, stale, fetchedAt } = await pages.get(
      key,
      async () => {
        try {
          return await prepare((await upstream.cms.getPage(key)).Page);
        } catch (error) {
          if (error instanceof UpstreamError && error.status === 404) throw new PageNotFound();
          throw error;
        }
      },
      (error) => error instanceof PageNotFound,
    );
    if (stale) log.warn({ path: key }, 'CMS unavailable; serving the last good copy');
    return { kind: 'page', page: value, stale, fetchedAt };
  } catch (error) {
    if (error instanceof PageNotFound) {
      missing.set(key, true);
      return { kind: 'not-found' };
    }
    log.error({ path: key, err: error instanceof Error ? error.message : String(error) }, 'page unavailable');
    return { kind: 'unavailable' };
  }
}

/** A CMS page as every page of the site has it: prepared with this deployment's CMS and image CDN. */
export const loadContentPage = (upstream: Upstream, path: string): Promise<PageResult> =>
  loadPage(upstream, path, (page) =>
    preparePage(page, {
      cms: upstream.cms,
      cmsBaseUrl: env().CMS_BASE_URL,
      imageCdnUrl: env().IMAGE_CDN_URL,
    }),
  );

/** For tests and operators: what the page cache holds. */
export const pageCacheStats = () => caches?.pages.stats ?? { entries: 0, bytes: 0 };
