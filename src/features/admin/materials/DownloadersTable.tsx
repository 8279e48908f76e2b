import type { ColumnDef } from '@tanstack/react-table';
import { AppLink } from '@/components/AppLink/AppLink';
import { rowCount } from '@/components/DataTable/DataTable';
import { UrlDataTable } from '@/components/DataTable/UrlDataTable';
import { formatDateTime } from '@/lib/dates';
import type { TableSpec } from '@/lib/table-state';
import { userInfoHref } from '@/lib/routes';
import { danishText, timeOf } from '../table-sorting';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import type { DownloaderRow } from './material-data';

const spec: TableSpec = {
  prefix: 'hnt',
  sortable: ['name', 'institution', 'downloads', 'last'],
  defaultSort: { id: 'downloads', desc: true },
};

const columns: ColumnDef<DownloaderRow, unknown>[] = [
  {
    id: 'name',
    header: 'Bruger',
    // A person the product API no longer knows has neither name nor e-mail: told by their id.
    accessorFn: (u) => u.name ?? u.email ?? u.userId,
    sortingFn: danishText,
    cell: ({ row, getValue }) =>
      row.original.email ? (
        <AppLink href={userInfoHref(row.original.email)}>{String(getValue())}</AppLink>
      ) : (
        `${String(getValue())} (slettet bruger)`
      ),
  },
  { id: 'email', header: 'E-mail', accessorFn: (u) => u.email ?? '', enableSorting: false },
  {
    id: 'institution',
    header: 'Institution',
    accessorFn: (u) => u.institutionName ?? '',
    sortingFn: danishText,
    cell: ({ getValue }) => String(getValue()) || 'Ingen institution',
  },
  { id: 'downloads', header: 'Downloads', accessorFn: (u) => u.downloads, sortingFn: 'basic' },
  {
    id: 'last',
    header: 'Seneste download',
    accessorFn: (u) => timeOf(u.lastDownloadedAt),
    sortingFn: 'basic',
    enableGlobalFilter: false,
    cell: ({ row }) => (row.original.lastDownloadedAt ? formatDateTime(row.original.lastDownloadedAt) : '–'),
  },
];

/** Who downloads: each person with their downloads, a link to their user information. */
export function DownloadersTable({ users }: { users: readonly DownloaderRow[] }) {
  return (
    <UrlDataTable
      spec={spec}
      caption="Brugere, der har hentet materialer"
      columns={columns}
      data={users}
      getRowId={(u) => u.userId}
      rowHeader="name"
      searchLabel="Søg efter bruger"
      pageSize={10}
      countText={rowCount('brugere')}
      emptyText="Ingen brugere passer til søgningen."
      toolbar={<ExportLink {...EXPORTS.downloaders} />}
    />
  );
}
