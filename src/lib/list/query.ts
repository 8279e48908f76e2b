import { matchesWords, searchWords } from './match';
import { cutPage, type Page, type PageAt } from './page';
import type { Compare } from './sort';

/**
 * What a paged list is asked for (docs/decisions/0036): the words typed into its search box, its filters, its
 * sort and where its page starts. `S` is the list's sort keys.
 */
export interface ListQuery<S extends string = string> {
  q: string;
  filters: Readonly<Record<string, string | undefined>>;
  /** None: the list's own order. */
  sort?: { key: S; desc: boolean };
  at: PageAt;
}

/**
 * How one list's items are searched, filtered and sorted. `sorters` has a comparison for every sort key, so a
 * key without one is a type error where the recipe is written.
 */
export interface ListRecipe<T, S extends string = never> {
  /** The text a search looks in (match.ts). Without it the list has no search. */
  searchText?: (item: T) => string;
  /** The list's filters (the query's `filters`), applied before the search. */
  filter?: (item: T, filters: Readonly<Record<string, string | undefined>>) => boolean;
  sorters: Readonly<Record<S, Compare<T>>>;
}

/** The items that pass the filters and match the search, in the list's order. */
export function matchingItems<T>(
  list: readonly T[],
  query: Pick<ListQuery, 'q' | 'filters'>,
  recipe: Pick<ListRecipe<T>, 'searchText' | 'filter'>,
): T[] {
  const { filter, searchText } = recipe;
  const words = searchText ? searchWords(query.q) : [];
  return list.filter(
    (item) =>
      (!filter || filter(item, query.filters)) && (!searchText || matchesWords(words, searchText(item))),
  );
}

/**
 * A query applied to a whole list: filters and search, then the sort (stable, so equal items keep the list's
 * order either way), then the page (page.ts).
 */
export function runList<T, S extends string = never>(
  list: readonly T[],
  query: ListQuery<S>,
  recipe: ListRecipe<T, S>,
): Page<T> {
  const items = matchingItems(list, query, recipe);
  if (query.sort) {
    const compare = recipe.sorters[query.sort.key];
    const direction = query.sort.desc ? -1 : 1;
    items.sort((a, b) => direction * compare(a, b));
  }
  return cutPage(items, query.at);
}
