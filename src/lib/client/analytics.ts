import { PATHS } from '@/lib/routes';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

/** SPEC section 9: the page-view event goes out 250 ms after each route change (the new title is set by then). */
export const PAGE_VIEW_DELAY_MS = 250;

/**
 * This page's CSP nonce, for scripts added after it loaded (docs/decisions/0014): an inline one needs it, and a
 * tag manager passes its own on to the tags it adds. Browsers hide the attribute but keep the property.
 */
export function pageNonce(): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return document.getElementById('__NEXT_DATA__')?.nonce || undefined;
}

export interface PageViewEvent {
  event: 'page_view';
  page_path: string;
  page_title: string;
  /** GA4's name for a site search's term: only on the public search page, never an e-mail address. */
  search_term?: string;
}

/** E-mail addresses, also percent-encoded (`%40`), anywhere in a text. */
const EMAIL = /[^\s/?#&=]+(?:@|%40)[^\s/?#&=]+/gi;
const REDACTED = '[fjernet]';
const MAX_SEARCH_TERM = 100;

/**
 * What a page view may tell a tracker about the page (docs/decisions/0014): the path without its query string
 * or fragment (a query can carry an e-mail address or a search for a person), with any segment that holds an
 * e-mail address replaced; the title with e-mail addresses replaced; and on the search page, its term, unless
 * the term holds an e-mail address.
 */
export function pageViewEvent(url: string, pageTitle: string): PageViewEvent {
  const [pathname = '/', query = ''] = (url.split('#')[0] ?? '').split('?');
  const pagePath = pathname.replace(EMAIL, REDACTED);
  const event: PageViewEvent = {
    event: 'page_view',
    page_path: pagePath.includes('@') ? REDACTED : pagePath,
    page_title: pageTitle.replace(EMAIL, REDACTED).replaceAll('@', ''),
  };
  if (pathname === PATHS.search) {
    const term = new URLSearchParams(query).get('query')?.trim().slice(0, MAX_SEARCH_TERM);
    if (term && !term.includes('@') && !/%40/i.test(term)) event.search_term = term;
  }
  return event;
}

export interface PageViewScheduler {
  /** A route change to `url` completed: the event goes out after the delay (a newer change replaces it). */
  routeChanged(url: string): void;
  cancel(): void;
}

/** Sends one page-view event per settled route change, `delayMs` after it; nothing when no tracker is `on`. */
export function createPageViewScheduler(options: {
  on: boolean;
  push: (event: PageViewEvent) => void;
  title: () => string;
  delayMs?: number;
}): PageViewScheduler {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  };
  return {
    routeChanged(url) {
      if (!options.on) return;
      cancel();
      timer = setTimeout(() => {
        timer = undefined;
        options.push(pageViewEvent(url, options.title()));
      }, options.delayMs ?? PAGE_VIEW_DELAY_MS);
    },
    cancel,
  };
}

/** Pushes into the tag manager's `window.dataLayer`, creating it when the tracker has not loaded yet. */
export function pushToDataLayer(event: object): void {
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}
