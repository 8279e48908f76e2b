/**
 * The public overviews' pages (events, grants, teaching materials): each list is cut into pages on the server, and the page number
 * is a GET parameter (`?side=2`), so every page is a plain link that works without JavaScript.
 */

/** One page of a list, 1-based, with what the page links need. */
export interface ListingPage<T> {
  items: T[];
  page: number;
  pages: number;
  total: number;
}

/** The page number a GET parameter asks for: a whole number from 1, anything else is the first page. */
export function pageNumberFrom(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Page `page` of `items`; a page past the end is the last page. */
export function pageOfList<T>(items: readonly T[], page: number, size: number): ListingPage<T> {
  const pages = Math.max(1, Math.ceil(items.length / size));
  const shown = Math.min(Math.max(1, page), pages);
  return {
    items: items.slice((shown - 1) * size, shown * size),
    page: shown,
    pages,
    total: items.length,
  };
}

/** The GET parameters of the overviews' pages: the main list's and the archive's (past events, closed grants). */
export const PAGE_PARAMS = { events: ['side', 'tidligere-side'], grants: ['side', 'lukkede-side'] } as const;

/** The GET parameter of a materials block's pages (its own, so it never moves an overview on the same page). */
export const MATERIALS_PAGE_PARAM = 'materialer-side';
