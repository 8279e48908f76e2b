import type { NextRouter } from 'next/router';

/**
 * Subscribes to page changes: every completed navigation except a shallow one that stays on the same path
 * (InstantSearch writes the query into the URL that way while someone types; that is no new page).
 */
export function onPageChange(events: NextRouter['events'], callback: (url: string) => void): () => void {
  let lastPath = typeof window === 'undefined' ? '' : window.location.pathname;
  const handler = (url: string, options?: { shallow?: boolean }) => {
    const path = new URL(url, 'http://site.invalid').pathname;
    const samePage = options?.shallow === true && path === lastPath;
    lastPath = path;
    if (!samePage) callback(url);
  };
  events.on('routeChangeComplete', handler);
  return () => events.off('routeChangeComplete', handler);
}
