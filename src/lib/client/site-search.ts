/**
 * The header's search box and an open results page. A search from the header is offered to the results page
 * first: when it is open, it runs the search in place (its InstantSearch refines and writes the URL itself),
 * and only when it is not does the header navigate. Navigating to the page already shown raced
 * InstantSearch's own pending URL write, which could put the old query back and cancel the navigation.
 */
export const SITE_SEARCH_EVENT = 'site-search';

/** Offers a search to an open results page; true when one took it. */
export function offerSearch(query: string): boolean {
  return !window.dispatchEvent(
    new CustomEvent<string>(SITE_SEARCH_EVENT, { detail: query, cancelable: true }),
  );
}

/** For the results page: takes every search offered from the header until the returned function is called. */
export function takeSearches(run: (query: string) => void): () => void {
  const listener = (event: Event) => {
    event.preventDefault();
    run((event as CustomEvent<string>).detail);
  };
  window.addEventListener(SITE_SEARCH_EVENT, listener);
  return () => window.removeEventListener(SITE_SEARCH_EVENT, listener);
}
