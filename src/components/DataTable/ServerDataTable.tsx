import { LoadFailure } from '@/components/LoadFailure/LoadFailure';
import type { PageQuery, ServerTable } from '@/lib/client/use-server-table';
import type { ServerTableSpec } from '@/lib/table-state';
import { DataTable, type DataTableProps } from './DataTable';

type Drawn =
  | 'state'
  | 'onStateChange'
  | 'data'
  | 'server'
  | 'caption'
  | 'rowHeader'
  | 'searchLabel'
  | 'getRowId'
  | 'actionsColumn';

/** A server-paged table's query: its page (null when the procedure could not fetch it), and how it goes. */
interface ServerTableQuery<T> extends PageQuery<T> {
  isPending: boolean;
  isError: boolean;
  refetch: () => Promise<unknown>;
}

type DrawnTable<K extends string = string> = ServerTable<ServerTableSpec<string, K>>;

/**
 * The box a server-paged table shows instead of itself when its rows could not be fetched (its procedure
 * answered null, or failed with nothing to show), or null. A screen that draws more around the table returns
 * it early, so that nothing else is drawn.
 */
export function tableFailure(table: DrawnTable, query: ServerTableQuery<unknown>) {
  const { failure } = table.spec.texts;
  if (!failure || !(query.data === null || (query.isError && !query.data))) return null;
  return <LoadFailure message={failure} retry={query.refetch} />;
}

/**
 * A table paged on the server, drawn from its spec (src/lib/admin-tables.ts) and its procedure's query: the
 * spec gives its caption, search label, row header, row ids, actions column, count and empty texts, and what
 * is said when its rows cannot be fetched; `table.props(query)` the page the server sent. The rest (columns,
 * toolbar, selection …) is the table's own, as DataTable takes it, and may override a text.
 *
 *   const table = useServerTable(MATERIALS_TABLE);
 *   const materials = useQuery({ ...useAdminQueries(adminMaterialsQueries).materials, ...TABLE_QUERY });
 *   <ServerDataTable table={table} query={materials} columns={columns} />
 */
export function ServerDataTable<T extends Record<K, string>, K extends string>({
  table,
  query,
  ...own
}: Omit<DataTableProps<T>, Drawn> & {
  table: DrawnTable<K>;
  query: ServerTableQuery<T>;
}) {
  const { texts, rowHeader, rowId, actionsColumn } = table.spec;
  const failure = tableFailure(table, query);
  if (failure) return failure;
  const empty = typeof texts.empty === 'string' ? texts.empty : texts.empty(table.state.q);
  return (
    <DataTable
      {...table.props(query)}
      caption={texts.caption}
      getRowId={(row) => row[rowId]}
      rowHeader={rowHeader}
      actionsColumn={actionsColumn}
      searchLabel={texts.search}
      countText={texts.count}
      emptyText={query.isPending ? 'Henter …' : empty}
      {...own}
    />
  );
}
