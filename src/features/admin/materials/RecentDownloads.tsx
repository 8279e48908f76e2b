import type { ColumnDef } from '@tanstack/react-table';
import { AppLink } from '@/components/AppLink/AppLink';
import { UrlDataTable } from '@/components/DataTable/UrlDataTable';
import { formatDateTime } from '@/lib/dates';
import type { TableSpec } from '@/lib/table-state';
import { userInfoHref } from '@/lib/routes';
import { danishText, timeOf } from '../table-sorting';
import type { RecentDownload } from './material-data';

const spec: TableSpec = {
  prefix: 'sen',
  sortable: ['at', 'title'],
  defaultSort: { id: 'at', desc: true },
};

const columns: ColumnDef<RecentDownload, unknown>[] = [
  {
    id: 'at',
    header: 'Tidspunkt',
    accessorFn: (d) => timeOf(d.at),
    sortingFn: 'basic',
    enableGlobalFilter: false,
    cell: ({ row }) => formatDateTime(row.original.at),
  },
  {
    id: 'title',
    header: 'Materiale',
    accessorFn: (d) => d.title ?? d.materialId,
    sortingFn: danishText,
  },
  {
    id: 'who',
    header: 'Bruger',
    accessorFn: (d) => d.email ?? d.userId,
    enableSorting: false,
    cell: ({ row, getValue }) =>
      row.original.email ? (
        <AppLink href={userInfoHref(row.original.email)}>{row.original.email}</AppLink>
      ) : (
        `${String(getValue())} (slettet bruger)`
      ),
  },
];

/** The newest downloads (GetOverview sends at most 20, newest first): a short list, sorted in the browser. */
export function RecentDownloads({ recent }: { recent: readonly RecentDownload[] }) {
  return (
    <UrlDataTable
      spec={spec}
      caption="De seneste downloads"
      columns={columns}
      data={recent}
      getRowId={(d) => `${d.at}-${d.materialId}-${d.userId}`}
      pageSize={10}
      countText={(shown) => `${shown} downloads`}
      emptyText="Der er ikke hentet nogen materialer endnu."
    />
  );
}
