import { cutPage, type Page } from '@/lib/list/page';

/**
 * The public overviews' pages (events, grants, teaching materials): each list is cut into pages on the server, and the page number
 * is a GET parameter (`?side=2`), so every page is a plain link that works without JavaScript.
 */

/** One page of a list as the overviews show it (lib/list/page.ts): numbered from 1, as in the URL, with its page count. */
export type ListingPage<T> = Pick<Page<T>, 'items' | 'total'> & {
  /** 1-based. */
  page: number;
  pages: number;
};

/** The page number a GET parameter asks for: a whole number from 1, anything else is the first page. */
export function pageNumberFrom(value: string | string[] | undefined): number {
  const raw = Array.isArray(value) ? value[0] : value;
  const n = Number(raw);
  return Number.isInteger(n) && n >= 1 ? n : 1;
}

/** Page `page` (1-based) of `items`, cut by the list engine; a page past the end is the last page. */
export function pageOfList<T>(items: readonly T[], page: number, size: number): ListingPage<T> {
  const cut = cutPage(items, { page: page - 1, size });
  return { items: cut.items, page: cut.page + 1, pages: cut.pageCount, total: cut.total };
}

/** The GET parameters of the overviews' pages: the main list's and the archive's (past events, closed grants). */
export const PAGE_PARAMS = { events: ['side', 'tidligere-side'], grants: ['side', 'lukkede-side'] } as const;

/** The GET parameter of a materials block's pages (its own, so it never moves an overview on the same page). */
export const MATERIALS_PAGE_PARAM = 'materialer-side';
