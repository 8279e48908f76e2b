import type { FilterFn, Row } from '@tanstack/react-table';
import type { TablePage } from '@/lib/list/page';
import { matcher } from '@/lib/list/match';

/**
 * The search of a table that searches its own rows: every word typed must occur in the row's searchable cells
 * (lib/list/match.ts), as on the server's tables; the words may be in different cells. TanStack asks per
 * column and keeps a row when any column says yes, so each column answers for the whole row.
 */
export const danishWords: FilterFn<unknown> = (row, _columnId, value: string) => matcher(value)(rowText(row));

/** A row's searchable cells as one text, kept per row (TanStack asks once per column). */
const rowTexts = new WeakMap<object, string>();
function rowText(row: Row<unknown>): string {
  let text = rowTexts.get(row);
  if (text === undefined) {
    text = row
      .getAllCells()
      .filter((cell) => cell.column.getCanGlobalFilter())
      .map((cell) => cell.getValue())
      .map((value) => (typeof value === 'string' || typeof value === 'number' ? String(value) : ''))
      .join(' ');
    rowTexts.set(row, text);
  }
  return text;
}

export const ariaSort = (sorted: false | 'asc' | 'desc') =>
  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;

/** What the server told about the page it sent (lib/list/page.ts, TablePage), and whether the next is coming. */
export type ServerPage = Pick<TablePage<unknown>, 'matching' | 'total' | 'page' | 'pageCount'> & {
  /** The next page is on its way (the current rows stay until it comes). */
  busy: boolean;
};
