/** The search results page (SPEC section 2: the header search box submits to it with `?query=`). */
export const SEARCH_PATH = '/soge-resultater/';

/** Where the empty state sends a visitor who found nothing. */
export const SEARCH_SUGGESTIONS = [
  { href: '/arrangementer/', label: 'Arrangementer' },
  { href: '/legater/', label: 'Legater' },
  { href: '/nyheder/', label: 'Nyheder' },
  { href: '/undervisningsmateriale/', label: 'Undervisningsmateriale' },
] as const;

/** The results' heading: pagination moves focus to it. */
export const RESULTS_HEADING_ID = 'search-results-heading';
