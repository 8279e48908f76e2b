import { ServerDataTable } from '@/components/DataTable/ServerDataTable';
import { MATERIALS_TABLE } from '@/lib/admin-tables';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { adminMaterialsQueries } from '@/lib/screens/admin-screens';
import { useServerTable } from '@/lib/client/use-server-table';
import { formatDateTime } from '@/lib/dates';
import { FORMAT_LABELS } from '@/lib/admin/value-texts';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import { OVERVIEW_TABLE_QUERY, type MaterialRow } from './material-data';
import type { SpecColumn } from '@/components/DataTable/spec-columns';
import type { SortKey } from '@/lib/table-state';

/** The columns; the server searches, sorts and pages the materials. */
const columns: SpecColumn<MaterialRow, SortKey<typeof MATERIALS_TABLE>>[] = [
  { id: 'title', header: 'Materiale', accessorFn: (m) => m.title },
  { id: 'format', header: 'Format', accessorFn: (m) => FORMAT_LABELS[m.format], enableSorting: false },
  {
    id: 'code',
    header: 'Kræver kode',
    accessorFn: (m) => (m.requiresCode ? 'Ja' : 'Nej'),
    enableSorting: false,
  },
  { id: 'downloads', header: 'Downloads', accessorFn: (m) => m.downloads },
  { id: 'users', header: 'Unikke brugere', accessorFn: (m) => m.uniqueUsers },
  {
    id: 'last',
    header: 'Seneste download',
    accessorFn: (m) => m.lastDownloadedAt,
    cell: ({ row }) =>
      row.original.lastDownloadedAt ? formatDateTime(row.original.lastDownloadedAt) : 'Aldrig hentet',
  },
];

/** Per material: its downloads, unique users, last download and whether it needs a code; one page at a time. */
export function MaterialsTable() {
  const table = useServerTable(MATERIALS_TABLE);
  const materials = useQuery({
    ...useAdminQueries(adminMaterialsQueries).materials,
    ...OVERVIEW_TABLE_QUERY,
  });
  return (
    <ServerDataTable
      table={table}
      query={materials}
      columns={columns}
      toolbar={<ExportLink {...EXPORTS.materials} />}
    />
  );
}
