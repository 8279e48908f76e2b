import type { NextRouter } from 'next/router';

type Callback = (url: string) => void;

const pathOf = (url: string) => new URL(url, 'http://site.invalid').pathname;

/**
 * Subscribes to page changes: every completed navigation except a shallow one that stays on the same path
 * (InstantSearch writes the query into the URL that way while someone types, and tidies a hand-written
 * query string 400 ms after the results page opens; that is no new page).
 */
export function onPageChange(events: NextRouter['events'], callback: Callback): () => void {
  let lastPath = typeof window === 'undefined' ? '' : window.location.pathname;
  const handler = (url: string, options?: { shallow?: boolean }) => {
    const path = pathOf(url);
    const samePage = options?.shallow === true && path === lastPath;
    lastPath = path;
    if (!samePage) callback(url);
  };
  events.on('routeChangeComplete', handler);
  return () => events.off('routeChangeComplete', handler);
}

/**
 * Subscribes to the start of page changes, with the same exception: a shallow URL update on the page shown
 * (`currentPath`, the address bar's path while the change starts) is no new page. Open panels and dialogs
 * close when a page change starts, and stay open while the results page writes its URL.
 */
export function onPageChangeStart(
  events: NextRouter['events'],
  callback: Callback,
  currentPath: () => string = () => window.location.pathname,
): () => void {
  const handler = (url: string, options?: { shallow?: boolean }) => {
    if (!(options?.shallow === true && pathOf(url) === currentPath())) callback(url);
  };
  events.on('routeChangeStart', handler);
  return () => events.off('routeChangeStart', handler);
}
