import { fold } from '@/lib/danish-fold';
import type { TableInput } from './table-input';

/** How one table's rows are searched and sorted; each sort key of its spec has a comparison (ascending). */
export interface TableRecipe<T> {
  /** The text a search looks in (folded once per row, then matched word by word). */
  searchText?: (row: T) => string;
  sorters: Readonly<Record<string, (a: T, b: T) => number>>;
  /** The table's filters (input.filters), applied before the search. */
  filter?: (row: T, filters: Readonly<Record<string, string | undefined>>) => boolean;
}

/** One page of a table, with what the screen tells about it. */
export interface TablePage<T> {
  rows: T[];
  /** Rows in the whole list, before search and filters. */
  total: number;
  /** Rows that match the search and filters, on every page. */
  matching: number;
  /** 0-based, the page shown: a page past the end shows the last page. */
  page: number;
  pageCount: number;
  pageSize: number;
}

/** Every word of a search, folded the Danish way ('Århus' = 'aarhus' = 'arhus'). */
export const searchWords = (q: string): string[] => fold(q).split(/\s+/).filter(Boolean);

/** The rows that pass the filters and contain every word of the search, in the list's order. */
export function matchingRows<T>(
  list: readonly T[],
  input: Pick<TableInput, 'q' | 'filters'>,
  recipe: Pick<TableRecipe<T>, 'searchText' | 'filter'>,
): T[] {
  const words = recipe.searchText ? searchWords(input.q) : [];
  const { filter, searchText } = recipe;
  return list.filter((row) => {
    if (filter && !filter(row, input.filters)) return false;
    if (words.length === 0 || !searchText) return true;
    const text = fold(searchText(row));
    return words.every((word) => text.includes(word));
  });
}

/**
 * A table's state applied to a whole list (the upstream's answer): filters and search, then the sort (stable,
 * so equal rows keep the list's order either way), then the page. A page past the end gives the last page.
 */
export function applyTable<T>(list: readonly T[], input: TableInput, recipe: TableRecipe<T>): TablePage<T> {
  const compare = recipe.sorters[input.sort];
  if (!compare) throw new Error(`No comparison for the sort key ${input.sort}`);
  const matching = matchingRows(list, input, recipe);
  const direction = input.desc ? -1 : 1;
  matching.sort((a, b) => direction * compare(a, b));
  const pageCount = Math.max(1, Math.ceil(matching.length / input.pageSize));
  const page = Math.min(input.page, pageCount - 1);
  return {
    rows: matching.slice(page * input.pageSize, (page + 1) * input.pageSize),
    total: list.length,
    matching: matching.length,
    page,
    pageCount,
    pageSize: input.pageSize,
  };
}

const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** Comparisons for the recipes: Danish alphabetical order (æ, ø, å last; blanks last), numbers, times. */
export const by = {
  text:
    <T>(pick: (row: T) => string | null | undefined) =>
    (a: T, b: T): number => {
      const x = pick(a) ?? '';
      const y = pick(b) ?? '';
      if (!x || !y) return x ? -1 : y ? 1 : 0;
      return collator.compare(x, y);
    },
  number:
    <T>(pick: (row: T) => number | null | undefined) =>
    (a: T, b: T): number =>
      (pick(a) ?? -Infinity) - (pick(b) ?? -Infinity) || 0,
  time:
    <T>(pick: (row: T) => string | null | undefined) =>
    (a: T, b: T): number => {
      const x = pick(a);
      const y = pick(b);
      return (x ? Date.parse(x) : 0) - (y ? Date.parse(y) : 0);
    },
};
