import { keepPreviousData } from '@tanstack/react-query';
import type { TablePage } from '../list/page';
import type { TableSpec } from '../table-state';
import { useTableUrlState } from './use-table-url-state';

/** What a server-paged table's procedure answers (lib/list/page.ts). */
type PageAnswer<T> = Omit<TablePage<T>, 'pageSize'>;

export interface PageQuery<T> {
  data: (PageAnswer<T> & object) | null | undefined;
  isFetching: boolean;
  isPlaceholderData: boolean;
}

/**
 * The query options of every server-paged table: while the next page, sort or search is fetched, the rows of
 * the last answer stay (they do not flash empty), and the table is marked busy.
 */
export const TABLE_QUERY = { placeholderData: keepPreviousData } as const;

/**
 * A table paged on the server: its state lives in the URL (useTableUrlState, so Back and links work), and that
 * state is its procedure's input, read from the same URL by its screen's list of queries
 * (src/lib/screens/admin-screens.ts, `urlTableQuery`). `props(query)` gives DataTable the page the server sent.
 *
 *   const table = useServerTable(PENDING_TABLE);
 *   const pending = useQuery({ ...useAdminQueries(usersAndInstitutionsQueries).pending, ...TABLE_QUERY });
 *   <ServerDataTable table={table} query={pending} columns={PENDING_COLUMNS} … />
 *
 * (src/components/DataTable/ServerDataTable.tsx; `<DataTable {...table.props(pending)} … />` for a table whose
 * words change with the screen.)
 */
export function useServerTable<Spec extends TableSpec>(spec: Spec) {
  const [state, update] = useTableUrlState(spec);
  return {
    spec,
    state,
    update,
    props: <T>(query: PageQuery<T>) => ({
      state,
      onStateChange: update,
      data: query.data?.rows ?? [],
      server: {
        matching: query.data?.matching ?? 0,
        total: query.data?.total ?? 0,
        page: query.data?.page ?? state.page,
        pageCount: query.data?.pageCount ?? 1,
        busy: query.isFetching && query.isPlaceholderData,
      },
    }),
  };
}

/** A server-paged table: useServerTable's answer for its spec. */
export type ServerTable<Spec extends TableSpec = TableSpec> = ReturnType<typeof useServerTable<Spec>>;
