import type { FilterFn } from '@tanstack/react-table';
import { fold } from '@/lib/danish-fold';

/** Every word typed must be found in one of the row's searchable cells, in Danish spelling either way. */
export const danishWords: FilterFn<unknown> = (row, columnId, value: string) => {
  const cell = fold(String(row.getValue(columnId) ?? ''));
  return fold(value)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => cell.includes(word));
};

/** How a table tells its count: "12 af 40 brugere", or "40 brugere" when all are shown (`one`: of a single row). */
export const rowCount =
  (many: string, one = many) =>
  (shown: number, total: number) =>
    shown === total ? `${total} ${total === 1 ? one : many}` : `${shown} af ${total} ${many}`;

export const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

export interface ServerPage {
  /** Rows that match the search and filters, on every page. */
  matching: number;
  /** Rows in the whole list. */
  total: number;
  /** 0-based: the page the server sent (the last one when the URL asks for a page past the end). */
  page: number;
  pageCount: number;
  /** The next page is on its way (the current rows stay until it comes). */
  busy: boolean;
}
