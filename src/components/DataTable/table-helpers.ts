import type { FilterFn } from '@tanstack/react-table';
import { fold } from '@/lib/danish-fold';
import type { TablePage } from '@/lib/list/page';

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

/** What the server told about the page it sent (lib/list/page.ts, TablePage), and whether the next is coming. */
export type ServerPage = Pick<TablePage<unknown>, 'matching' | 'total' | 'page' | 'pageCount'> & {
  /** The next page is on its way (the current rows stay until it comes). */
  busy: boolean;
};
