import { runList, type ListQuery, type ListRecipe } from '@/lib/list/query';
import type { TablePage } from '@/lib/list/page';
import type { TableInput } from './table-input';

/** How one table's rows are searched, filtered and sorted: a list recipe (lib/list/query.ts) over its sort keys. */
export type TableRecipe<T, S extends string> = ListRecipe<T, S>;

/**
 * A table's state applied to a whole list (the upstream's answer) by the list engine (docs/decisions/0036):
 * filters and search, then the sort (stable, so equal rows keep the list's order either way), then the page. A
 * page past the end gives the last page.
 */
export function applyTable<T, S extends string>(
  list: readonly T[],
  input: TableInput<S>,
  recipe: TableRecipe<T, S>,
): TablePage<T> {
  const query: ListQuery<S> = {
    q: input.q,
    filters: input.filters,
    sort: { key: input.sort, desc: input.desc },
    at: { page: input.page, size: input.pageSize },
  };
  const { items, total, ...page } = runList(list, query, recipe);
  return {
    rows: items,
    total: list.length,
    matching: total,
    page: page.page,
    pageCount: page.pageCount,
    pageSize: page.pageSize,
  };
}
