/**
 * The one page of a list (docs/decisions/0036): every paged list of the site, admin tables, teacher lists,
 * public listings and the institution picker, is cut here, from the whole list the upstream answered.
 */

/** The furthest page a list may ask for (0-based), and the furthest cursor: beyond, the list is not that long. */
export const MAX_PAGE = 100_000;
export const MAX_CURSOR = 100_000;

/**
 * Where a page starts: a page number (0-based; a page past the end is the last page, as a link to a page that
 * has since emptied still shows rows) or a cursor (the number of items before it; a cursor past the end is an
 * empty page, as "Vis flere" has nothing more to add).
 */
export type PageAt = { page: number; size: number } | { cursor: number; size: number };

/** One page of a list, and what the screens tell about it. */
export interface Page<T> {
  items: T[];
  /** Items in the list that was cut (after its search and filters). */
  total: number;
  /** 0-based: the page shown (by a cursor: the page its first item is on, the last page when it is empty). */
  page: number;
  /** At least 1: an empty list has one empty page. */
  pageCount: number;
  pageSize: number;
  /** Where the next page starts (the number of items before it), or null on the last page. */
  nextCursor: number | null;
}

/** Cuts one page of `items`. */
export function cutPage<T>(items: readonly T[], at: PageAt): Page<T> {
  const size = Math.max(1, at.size);
  const pageCount = Math.max(1, Math.ceil(items.length / size));
  const start =
    'cursor' in at
      ? Math.min(Math.max(0, at.cursor), items.length)
      : Math.min(Math.max(0, at.page), pageCount - 1) * size;
  const end = Math.min(start + size, items.length);
  return {
    items: items.slice(start, end),
    total: items.length,
    page: Math.min(Math.floor(start / size), pageCount - 1),
    pageCount,
    pageSize: size,
    nextCursor: end < items.length ? end : null,
  };
}

/**
 * One page of an admin table (src/server/tables/), as its procedure answers it: `rows` are the page's items,
 * `matching` the page's `total` (rows that match the search and filters, on every page) and `total` the rows
 * of the whole list, before search and filters.
 */
export type TablePage<T> = Pick<Page<T>, 'page' | 'pageCount' | 'pageSize'> & {
  rows: T[];
  matching: number;
  total: number;
};
