import { LRUCache } from 'lru-cache';
import type { ServerResponse } from 'node:http';
import { metrics } from './metrics/registry';
import { nonceOf } from './security-headers';
import { processSingleton } from '@/server/shared/singleton';

/**
 * The rendered HTML of CMS pages, the same for every visitor (docs/decisions/0004).
 *
 * A public page is a function of the CMS page and the site-wide data, both cached already (decision 0003); who
 * is looking is learnt in the browser. So the page's server render fills this cache as it sends the HTML, and
 * the proxy answers the next views of the same path from it, signed in or not, until the page data it was made
 * from expires or is purged on publish (src/server/revalidation.ts). Any URL with a query, client-side data
 * requests, answers that set a cookie, stale copies and non-200 answers always go through the full render.
 *
 * The proxy and the pages are separate server bundles in one process; the store lives on globalThis so both
 * see the same one.
 */
export interface RenderedPage {
  /** The HTML with NONCE_SLOT where the render's nonce was. */
  html: string;
  etag: string | null;
  expiresAt: number;
  /** The Content-Security-Policy the page was sent with, NONCE_SLOT in place of its nonce. */
  policy: string;
}

export interface PageRequest {
  method: string;
  /** The path as requested (still percent-encoded), without the query. */
  pathname: string;
  /** The query string, '' when there is none. */
  search: string;
  /** The answer will set a cookie (the proxy resets an expired session): never shared. */
  setsCookie: boolean;
  /** A client-side navigation's data request (`/_next/data/…`, `x-nextjs-data`) or a prefetch. */
  isDataRequest: boolean;
}

/** Bounded by bytes as well as pages, so a crowd of large pages cannot fill the memory. */
const MAX_PAGES = 500;
const MAX_BYTES = 64 * 1024 * 1024;

/**
 * What stands for the nonce in a kept page (docs/decisions/0014). Random per process and never sent, so no
 * content can carry it to be filled in: only where the render put its own nonce does a new one go.
 */
const hex = (bytes: Uint8Array) => Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
export const NONCE_SLOT = processSingleton(
  'renderedPages.nonceSlot',
  () => `nonce-slot-${hex(crypto.getRandomValues(new Uint8Array(16)))}`,
);

/** `text` with every occurrence of `from` replaced by `to` (literally: a nonce holds `+`, `/` and `=`). */
const replaceAll = (text: string, from: string, to: string) => text.split(from).join(to);

/** The page as it may be kept: the render's nonce (128 random bits, nowhere else in it) becomes the slot. */
export const withNonceSlot = (text: string, nonce: string) => replaceAll(text, nonce, NONCE_SLOT);

/** A kept page's HTML and policy for one answer, with this answer's own nonce. */
export function withNonce(page: RenderedPage, nonce: string): { html: string; policy: string } {
  return {
    html: replaceAll(page.html, NONCE_SLOT, nonce),
    policy: replaceAll(page.policy, NONCE_SLOT, nonce),
  };
}
const store = () =>
  processSingleton(
    'renderedPages',
    () =>
      new LRUCache<string, RenderedPage>({
        max: MAX_PAGES,
        maxSize: MAX_BYTES,
        sizeCalculation: (page) => (page.html.length + page.policy.length) * 2 + 128,
      }),
  );

/**
 * Set by the proxy on a page request whose answer resets the session cookie, so the page neither keeps nor
 * shares that answer. The proxy removes any copy a client sent.
 */
export const SESSION_RESET_HEADER = 'x-fonden-session-reset';

/** The cache key for a request that may be answered from, or fill, the cache; null for every other request. */
export function publicPageKey(request: PageRequest): string | null {
  if (request.method !== 'GET' && request.method !== 'HEAD') return null;
  if (request.setsCookie || request.isDataRequest || request.search !== '') return null;
  if (
    !request.pathname.startsWith('/') ||
    request.pathname.startsWith('/_next/') ||
    request.pathname.startsWith('/api/')
  )
    return null;
  return request.pathname;
}

export function lookupRenderedPage(key: string, now = Date.now()): RenderedPage | null {
  const page = findRenderedPage(key, now);
  metrics().cacheLookups.inc({ cache: 'rendered-page', result: page ? 'hit' : 'miss' });
  return page;
}

function findRenderedPage(key: string, now: number): RenderedPage | null {
  const page = store().get(key);
  if (!page) return null;
  if (page.expiresAt <= now) {
    store().delete(key);
    return null;
  }
  return page;
}

export function rememberRenderedPage(key: string, page: RenderedPage): void {
  store().set(key, page);
}

export function clearRenderedPages(): void {
  store().clear();
}

/**
 * Keeps the HTML this response ends with, when it is a plain 200 page that sets no cookie and carries a
 * policy with a nonce. Next sends a server-rendered page in one `end(html)` after it has set the ETag; anything
 * else (a stream, a HEAD, a 304) is simply not kept. The ETag stays Next's: it names the page apart from its
 * nonce, and a 304 for it carries no policy, so a browser keeps the copy and the policy it came with.
 */
export function rememberWhenSent(res: ServerResponse, key: string, expiresAt: number): void {
  const end = res.end.bind(res) as (...args: unknown[]) => ServerResponse;
  res.end = ((...args: unknown[]) => {
    const [body] = args;
    const policy = res.getHeader('content-security-policy');
    const nonce = typeof policy === 'string' ? nonceOf(policy) : null;
    if (
      typeof body === 'string' &&
      typeof policy === 'string' &&
      nonce &&
      res.statusCode === 200 &&
      !res.hasHeader('set-cookie')
    ) {
      const etag = res.getHeader('etag');
      rememberRenderedPage(key, {
        html: withNonceSlot(body, nonce),
        etag: typeof etag === 'string' ? etag : null,
        expiresAt,
        policy: withNonceSlot(policy, nonce),
      });
    }
    return end(...args);
  }) as ServerResponse['end'];
}
