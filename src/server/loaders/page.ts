import { UpstreamCache } from '../cache';
import { env } from '../env';
import { log } from '../log';
import type { PreparedPage } from '@/cms/blocks';
import type { Page } from '@/cms/vocabulary';
import { UpstreamError, type Upstream } from '../upstream';
import { isLatePage, preparePageWithin, type LatePage } from '../content/prepare-within';
import { onPurge, type PurgeScope } from '../revalidation';
import { processSingleton } from '@/server/shared/singleton';

/**
 * Pages: a short cache so a burst of visitors is one CMS call, and the last good copy when the CMS fails. It is
 * bounded by bytes as well as entries. Paths the CMS does not have are remembered apart, in a small cache of
 * their own, so a flood of unknown URLs cannot push the good copies (which stale-if-error depends on) out.
 */
const PAGE_CACHE_BYTES = 32 * 1024 * 1024;
let caches: { pages: UpstreamCache<PreparedPage | LatePage>; missing: UpstreamCache<true> } | undefined;

/**
 * Pages whose listings were late (docs/decisions/0011): never in the cache as if complete. While their late
 * blocks are on their way, the next visitors get the same late page at once (no second slow call), and the
 * complete page replaces it in the cache when they have answered. The pages and the API route (the browser's
 * `content.pendingBlock`) are separate server bundles in one process; the map lives on globalThis so the
 * browser's call waits for the page's own late call instead of making another.
 */
const latePages = processSingleton('latePages', () => new Map<string, LatePage>());
const cache = () => {
  if (!caches) onPurge(purgePages);
  return (caches ??= {
    pages: new UpstreamCache<PreparedPage | LatePage>(env().PAGE_CACHE_TTL_MS, {
      maxEntries: 2000,
      maxBytes: PAGE_CACHE_BYTES,
      metricName: 'page-data',
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
    latePages.clear();
    caches.pages.clear();
    caches.missing.clear();
    return;
  }
  for (const path of scope.paths) {
    for (const key of new Set([pageKey(path), pageKey(safeDecode(path))])) {
      caches.pages.delete(key);
      caches.missing.delete(key);
      latePages.delete(key);
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
  | {
      kind: 'page';
      page: PreparedPage;
      stale: boolean;
      fetchedAt: number;
      /** Some listings were late: `page` has them pending, and this is the whole page once they answer. */
      complete: Promise<PreparedPage> | null;
    }
  | { kind: 'not-found' }
  | { kind: 'unavailable' };

/** Normalises a URL path the way the CMS keys pages: decoded, leading and trailing slash. */
export function normalisePath(path: string): string {
  const clean = path.split(/[?#]/)[0] ?? '/';
  const withLead = clean.startsWith('/') ? clean : `/${clean}`;
  return withLead.endsWith('/') ? withLead : `${withLead}/`;
}

/**
 * The page cache's key for a path (docs/decisions/0029): normalised and in lower case, the way the CMS matches
 * paths, so every case variant of a page finds the one copy (and the one "not found") and costs no CMS call.
 */
export const pageKey = (path: string): string => normalisePath(path).toLowerCase();

/**
 * The page's one URL path (docs/decisions/0029): the CMS's own `Url` for it, decoded and normalised. When
 * `requested` differs from it only in letter case, the path to redirect to permanently; otherwise null (the same
 * path, or an alias the CMS resolves, which is served as it is).
 */
export function canonicalRedirect(requested: string, page: Pick<Page, 'Url'>): string | null {
  const canonical = normalisePath(safeDecode(new URL(page.Url, 'http://site.invalid').pathname));
  const asked = normalisePath(safeDecode(requested));
  if (asked === canonical || asked.toLowerCase() !== canonical.toLowerCase()) return null;
  return encodeURI(canonical);
}

/** Keeps a late page for the visitors who come while its listings are on their way; then the complete one. */
function awaitCompletion(key: string, late: LatePage) {
  latePages.set(key, late);
  late.complete.then(
    (page) => {
      if (latePages.get(key) !== late) return; // purged meanwhile: the next view fetches the page again
      latePages.delete(key);
      cache().pages.set(key, page);
    },
    (error: unknown) => {
      if (latePages.get(key) === late) latePages.delete(key);
      log.error(
        { path: key, err: error instanceof Error ? error.message : String(error) },
        'late blocks failed',
      );
    },
  );
}

/**
 * The `page` step of the navigation chain; `prepare` runs once per fetched copy (rich text, block data). A
 * page it prepares late is answered, shared with the next visitors until complete, and never cached as is.
 */
export async function loadPage(
  upstream: Upstream,
  path: string,
  prepare: (page: Page) => Promise<PreparedPage | LatePage>,
): Promise<PageResult> {
  const key = pageKey(path);
  const { pages, missing } = cache();
  if (missing.fresh(key)) return { kind: 'not-found' };
  const waiting = latePages.get(key);
  if (waiting && !pages.fresh(key))
    return {
      kind: 'page',
      page: waiting.late,
      stale: false,
      fetchedAt: Date.now(),
      complete: waiting.complete,
    };
  try {
    const { value, stale, fetchedAt } = await pages.get(
      key,
      async () => {
        let prepared: PreparedPage | LatePage;
        try {
          prepared = await prepare((await upstream.cms.getPage(key)).Page);
        } catch (error) {
          if (error instanceof UpstreamError && error.status === 404) throw new PageNotFound();
          throw error;
        }
        if (isLatePage(prepared)) awaitCompletion(key, prepared);
        return prepared;
      },
      (error) => error instanceof PageNotFound,
      (prepared) => !isLatePage(prepared),
    );
    if (stale) log.warn({ path: key }, 'CMS unavailable; serving the last good copy');
    return isLatePage(value)
      ? { kind: 'page', page: value.late, stale, fetchedAt, complete: value.complete }
      : { kind: 'page', page: value, stale, fetchedAt, complete: null };
  } catch (error) {
    if (error instanceof PageNotFound) {
      missing.set(key, true);
      return { kind: 'not-found' };
    }
    log.error({ path: key, err: error instanceof Error ? error.message : String(error) }, 'page unavailable');
    return { kind: 'unavailable' };
  }
}

/**
 * A CMS page as every page of the site has it: prepared with this deployment's CMS and image CDN, its listings
 * within the data deadline (SSR_DATA_DEADLINE_MS from the start of the load).
 */
export const loadContentPage = (upstream: Upstream, path: string): Promise<PageResult> => {
  const deadlineAt = Date.now() + env().SSR_DATA_DEADLINE_MS;
  return loadPage(upstream, path, (page) =>
    preparePageWithin(
      page,
      { cms: upstream.cms, cmsBaseUrl: env().CMS_BASE_URL, imageCdnUrl: env().IMAGE_CDN_URL },
      deadlineAt,
    ),
  );
};

/** For tests and operators: what the page cache holds. */
export const pageCacheStats = () => caches?.pages.stats ?? { entries: 0, bytes: 0 };
