import type { IndexUiState, UiState } from 'instantsearch.js';
import { SEARCH_INDICES } from '@/lib/search-indices';

/**
 * The search page's state in its URL: `/soge-resultater/?query=løsning&type=article&sortering=nyeste&side=2`.
 * `query` is the header search box's parameter; the rest are Danish words a visitor can read in a shared link.
 * The filter and sort inputs carry the same names, so the page's form works without JavaScript too.
 */
export const URL_PARAMS = { query: 'query', type: 'type', sort: 'sortering', page: 'side' } as const;

/** Sort orders by their URL word; the first is the default and is left out of the URL. */
export const SORT_INDICES = {
  relevans: SEARCH_INDICES.content,
  nyeste: SEARCH_INDICES.contentNewest,
} as const;
export type SortKey = keyof typeof SORT_INDICES;
export const DEFAULT_SORT: SortKey = 'relevans';

/** The InstantSearch index whose state the URL holds (its sort-by replica is chosen through `sortBy`). */
export const MAIN_INDEX = SEARCH_INDICES.content;

export interface SearchRouteState {
  query?: string;
  types?: string[];
  sort?: SortKey;
  /** 1-based, as a visitor counts. */
  page?: number;
}

// Algolia refuses queries over 512 bytes; the stand-in paginates up to 1000 hits (at most 1000 pages).
const MAX_QUERY_LENGTH = 512;
const MAX_PAGE = 1000;
const MAX_TYPES = 20;
const TYPE_PATTERN = /^[A-Za-z][\w-]{0,59}$/;

export const isSortKey = (value: string): value is SortKey =>
  Object.prototype.hasOwnProperty.call(SORT_INDICES, value);

export function sortKeyOf(indexName: string | undefined): SortKey {
  const entry = Object.entries(SORT_INDICES).find(([, index]) => index === indexName);
  return entry && isSortKey(entry[0]) ? entry[0] : DEFAULT_SORT;
}

/** A route with every default left out, so equal states give equal URLs. */
function compact(route: SearchRouteState): SearchRouteState {
  const result: SearchRouteState = {};
  if (route.query) result.query = route.query;
  if (route.types && route.types.length > 0) result.types = route.types;
  if (route.sort && route.sort !== DEFAULT_SORT) result.sort = route.sort;
  if (route.page && route.page > 1) result.page = route.page;
  return result;
}

/** InstantSearch's UI state → the route (only what a visitor chose; `configure` stays out of the URL). */
export function stateToRoute(uiState: UiState): SearchRouteState {
  const state: IndexUiState = uiState[MAIN_INDEX] ?? {};
  return compact({
    query: state.query,
    types: state.refinementList?.type,
    sort: sortKeyOf(state.sortBy),
    page: state.page,
  });
}

/** The route → InstantSearch's UI state. */
export function routeToState(route: SearchRouteState): UiState {
  const state: IndexUiState = {};
  if (route.query) state.query = route.query;
  if (route.types && route.types.length > 0) state.refinementList = { type: route.types };
  if (route.sort && route.sort !== DEFAULT_SORT) state.sortBy = SORT_INDICES[route.sort];
  if (route.page && route.page > 1) state.page = route.page;
  return { [MAIN_INDEX]: state };
}

/** The query string of a route (with its leading '?', or '' for the plain page). */
export function routeToSearch(route: SearchRouteState): string {
  const { query, types, sort, page } = compact(route);
  const params = new URLSearchParams();
  if (query) params.set(URL_PARAMS.query, query);
  for (const type of types ?? []) params.append(URL_PARAMS.type, type);
  if (sort) params.set(URL_PARAMS.sort, sort);
  if (page) params.set(URL_PARAMS.page, String(page));
  const search = params.toString();
  return search ? `?${search}` : '';
}

/**
 * A query string → the route. Anything a hand-edited or old link may hold is read leniently: unknown
 * parameters, an unknown sort or a page that is not a whole number are ignored rather than refused.
 */
export function searchToRoute(search: string): SearchRouteState {
  const params = new URLSearchParams(search);
  const query = (params.get(URL_PARAMS.query) ?? '').slice(0, MAX_QUERY_LENGTH);
  const types = [...new Set(params.getAll(URL_PARAMS.type).flatMap((value) => value.split(',')))]
    .map((type) => type.trim())
    .filter((type) => TYPE_PATTERN.test(type))
    .slice(0, MAX_TYPES);
  const sortValue = params.get(URL_PARAMS.sort) ?? '';
  const pageValue = params.get(URL_PARAMS.page) ?? '';
  const page = /^\d{1,4}$/.test(pageValue) ? Math.min(Number(pageValue), MAX_PAGE) : undefined;
  return compact({ query, types, sort: isSortKey(sortValue) ? sortValue : undefined, page });
}

/** A location as the history router hands it over: the browser's `window.location` or a `URL` on the server. */
type LocationLike = Pick<URL, 'protocol' | 'host' | 'pathname' | 'hash'>;

/**
 * The full URL of a route. InstantSearch's history router compares it with `location.href` to skip writing
 * a URL the address bar already shows, so it must be absolute.
 */
export function createSearchURL({
  routeState,
  location,
}: {
  routeState: SearchRouteState;
  location: LocationLike;
}): string {
  return `${location.protocol}//${location.host}${location.pathname}${routeToSearch(routeState)}${location.hash}`;
}

export function parseSearchURL({ location }: { location: Pick<URL, 'search'> }): SearchRouteState {
  return searchToRoute(location.search);
}

/** `https://site/soge-resultater/?query=x` → `/soge-resultater/?query=x`: links that render the same on server and browser. */
export function relativeUrl(url: string): string {
  const parsed = new URL(url, 'http://relative.invalid');
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
