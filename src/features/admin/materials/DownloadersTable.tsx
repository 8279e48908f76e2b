import { AppLink } from '@/components/AppLink/AppLink';
import { ServerDataTable } from '@/components/DataTable/ServerDataTable';
import { DOWNLOADERS_TABLE } from '@/lib/admin-tables';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { adminMaterialsQueries } from '@/lib/screens/admin-screens';
import { useServerTable } from '@/lib/client/use-server-table';
import { formatDateTime } from '@/lib/dates';
import { userInfoHref } from '@/lib/routes';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import { OVERVIEW_TABLE_QUERY, type DownloaderRow } from './material-data';
import type { SpecColumn } from '@/components/DataTable/spec-columns';
import type { SortKey } from '@/lib/table-state';

/** The columns; the server searches, sorts and pages the people. */
const columns: SpecColumn<DownloaderRow, SortKey<typeof DOWNLOADERS_TABLE>>[] = [
  {
    id: 'name',
    header: 'Bruger',
    // A person the product API no longer knows has neither name nor e-mail: told by their id.
    accessorFn: (u) => u.name ?? u.email ?? u.userId,
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
    cell: ({ getValue }) => String(getValue()) || 'Ingen institution',
  },
  { id: 'downloads', header: 'Downloads', accessorFn: (u) => u.downloads },
  {
    id: 'last',
    header: 'Seneste download',
    accessorFn: (u) => u.lastDownloadedAt,
    cell: ({ row }) => (row.original.lastDownloadedAt ? formatDateTime(row.original.lastDownloadedAt) : '–'),
  },
];

/** Who downloads: each person with their downloads, a link to their user information; one page at a time. */
export function DownloadersTable() {
  const table = useServerTable(DOWNLOADERS_TABLE);
  const users = useQuery({ ...useAdminQueries(adminMaterialsQueries).downloaders, ...OVERVIEW_TABLE_QUERY });
  return (
    <ServerDataTable
      table={table}
      query={users}
      columns={columns}
      toolbar={<ExportLink {...EXPORTS.downloaders} />}
    />
  );
}
