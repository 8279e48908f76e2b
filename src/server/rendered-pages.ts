import { LRUCache } from 'lru-cache';
import type { ServerResponse } from 'node:http';

/**
 * The rendered HTML of CMS pages as a visitor who is not logged in sees them (docs/decisions/0004).
 *
 * Most visitors never log in, and for them a page is a function of the CMS page and the site-wide data, both
 * cached already (decision 0003). So the page's server render fills this cache as it sends the HTML, and the
 * proxy answers the next anonymous views of the same path from it until the page data it was made from
 * expires. Anyone with a session cookie, any URL with a query, client-side data requests, stale copies and
 * non-200 answers always go through the full render.
 *
 * The proxy and the pages are separate server bundles in one process; the store lives on globalThis so both
 * see the same one.
 */
export interface RenderedPage {
  html: string;
  etag: string | null;
  expiresAt: number;
}

export interface PageRequest {
  method: string;
  /** The path as requested (still percent-encoded), without the query. */
  pathname: string;
  /** The query string, '' when there is none. */
  search: string;
  hasSessionCookie: boolean;
  /** A client-side navigation's data request (`/_next/data/…`, `x-nextjs-data`) or a prefetch. */
  isDataRequest: boolean;
}

/** Bounded by bytes as well as pages, so a crowd of large pages cannot fill the memory. */
const MAX_PAGES = 500;
const MAX_BYTES = 64 * 1024 * 1024;
const storeKey = Symbol.for('fonden.renderedPages');
const globals = globalThis as typeof globalThis & { [storeKey]?: LRUCache<string, RenderedPage> };
const store = () =>
  (globals[storeKey] ??= new LRUCache<string, RenderedPage>({
    max: MAX_PAGES,
    maxSize: MAX_BYTES,
    sizeCalculation: (page) => page.html.length * 2 + 128,
  }));

/** The cache key for a request that may be answered from, or fill, the cache; null for every other request. */
export function anonymousPageKey(request: PageRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.hasSessionCookie || request.isDataRequest || request.search !== '') return null;
  if (
    !request.pathname.startsWith('/') ||
    request.pathname.startsWith('/_next/') ||
    request.pathname.startsWith('/api/')
  )
    return null;
  return request.pathname;
}

export function lookupRenderedPage(key: string, now = Date.now()): RenderedPage | null {
  const page = store().get(key);
  if (!page) return null;
  if (page.expiresAt <= now) {
    store().delete(key);
    return null;
  }
  return page;
}

export function rememberRenderedPage(
  key: string,
  html: string,
  etag: string | null,
  expiresAt: number,
): void {
  store().set(key, { html, etag, expiresAt });
}

export function clearRenderedPages(): void {
  store().clear();
}

/**
 * Keeps the HTML this response ends with, when it is a plain 200 page that sets no cookie. Next sends a
 * server-rendered page in one `end(html)` after it has set the ETag; anything else (a stream, a HEAD, a 304)
 * is simply not kept.
 */
export function rememberWhenSent(res: ServerResponse, key: string, expiresAt: number): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [body] = args;
    if (typeof body === 'string' && res.statusCode === 200 && !res.hasHeader('set-cookie')) {
      const etag = res.getHeader('etag');
      rememberRenderedPage(key, body, typeof etag === 'string' ? etag : null, expiresAt);
    }
    return end(...args);
  }) as ServerResponse['end'];
}
