import { useTableUrlState } from '@/lib/client/use-table-url-state';
import type { TableSpec } from '@/lib/table-state';
import { DataTable, type DataTableProps } from './DataTable';

/**
 * A DataTable whose sort, search, filters and page live in the URL under its spec's prefix (useTableUrlState),
 * for a screen that does not read that state itself.
 */
export function UrlDataTable<T>({
  spec,
  ...table
}: Omit<DataTableProps<T>, 'state' | 'onStateChange'> & { spec: TableSpec }) {
  const [state, update] = useTableUrlState(spec);
  return <DataTable {...table} state={state} onStateChange={update} />;
}
