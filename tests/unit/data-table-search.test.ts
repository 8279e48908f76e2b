import {
  createTable,
  getCoreRowModel,
  getFilteredRowModel,
  type ColumnDef,
  type FilterFn,
} from '@tanstack/react-table';
import { describe, expect, it } from 'vitest';
import { danishWords } from '@/components/DataTable/table-helpers';

interface Row {
  program: string;
  city: string;
  members: number;
  note: string;
}
const ROWS: Row[] = [
  { program: 'Kickstart', city: 'Århus', members: 12, note: 'x' },
  { program: 'Iværksætterdag', city: 'Ørestad', members: 3, note: 'y' },
  { program: 'Efterskole-camp', city: 'Aabenraa', members: 40, note: 'z' },
];
const columns: ColumnDef<Row>[] = [
  { id: 'program', accessorKey: 'program' },
  { id: 'city', accessorKey: 'city' },
  { id: 'members', accessorKey: 'members' },
  { id: 'note', accessorKey: 'note', enableGlobalFilter: false },
];

/** The rows a browser-side table (DataTable without `server`) keeps for a search. */
function found(q: string): string[] {
  const table = createTable<Row>({
    data: ROWS,
    columns,
    state: { globalFilter: q, columnPinning: {}, columnVisibility: {} },
    onStateChange: () => undefined,
    renderFallbackValue: null,
    globalFilterFn: danishWords as FilterFn<Row>,
    getCoreRowModel: getCoreRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
  });
  return table.getFilteredRowModel().rows.map((row) => row.original.program);
}

describe("a browser-side table's search (the one Danish matcher)", () => {
  it('folds the Danish way and finds a word inside a word', () => {
    expect(found('aarhus')).toEqual(['Kickstart']);
    expect(found('oerestad')).toEqual(['Iværksætterdag']);
    expect(found('IVAERKSAETTER')).toEqual(['Iværksætterdag']);
    expect(found('skole')).toEqual(['Efterskole-camp']);
  });

  it('needs every word, which may be in different searchable cells, and skips cells left out of the search', () => {
    expect(found('kickstart arhus')).toEqual(['Kickstart']);
    expect(found('camp 40')).toEqual(['Efterskole-camp']);
    expect(found('kickstart orestad')).toEqual([]);
    expect(found('x')).toEqual([]);
    expect(found('')).toHaveLength(3);
  });
});
