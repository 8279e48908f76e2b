import type { ColumnDef } from '@tanstack/react-table';
import { rowCount } from '@/components/DataTable/DataTable';
import { UrlDataTable } from '@/components/DataTable/UrlDataTable';
import { formatDateTime } from '@/lib/dates';
import type { TableSpec } from '@/lib/table-state';
import { danishText, timeOf } from '../table-sorting';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import { FORMAT_LABELS } from '@/lib/admin/value-texts';
import type { MaterialRow } from './material-data';

const spec: TableSpec = {
  prefix: 'mat',
  sortable: ['title', 'downloads', 'users', 'last'],
  defaultSort: { id: 'downloads', desc: true },
};

const columns: ColumnDef<MaterialRow, unknown>[] = [
  { id: 'title', header: 'Materiale', accessorFn: (m) => m.title, sortingFn: danishText },
  { id: 'format', header: 'Format', accessorFn: (m) => FORMAT_LABELS[m.format], enableSorting: false },
  {
    id: 'code',
    header: 'Kræver kode',
    accessorFn: (m) => (m.requiresCode ? 'Ja' : 'Nej'),
    enableSorting: false,
  },
  { id: 'downloads', header: 'Downloads', accessorFn: (m) => m.downloads, sortingFn: 'basic' },
  { id: 'users', header: 'Unikke brugere', accessorFn: (m) => m.uniqueUsers, sortingFn: 'basic' },
  {
    id: 'last',
    header: 'Seneste download',
    accessorFn: (m) => timeOf(m.lastDownloadedAt),
    sortingFn: 'basic',
    enableGlobalFilter: false,
    cell: ({ row }) =>
      row.original.lastDownloadedAt ? formatDateTime(row.original.lastDownloadedAt) : 'Aldrig hentet',
  },
];

/** Per material: its downloads, unique users, last download and whether it needs a code. */
export function MaterialsTable({ materials }: { materials: readonly MaterialRow[] }) {
  return (
    <UrlDataTable
      spec={spec}
      caption="Downloads pr. materiale"
      columns={columns}
      data={materials}
      getRowId={(m) => m.materialId}
      rowHeader="title"
      searchLabel="Søg efter materiale"
      countText={rowCount('materialer')}
      emptyText="Ingen materialer passer til søgningen."
      toolbar={<ExportLink {...EXPORTS.materials} />}
    />
  );
}
