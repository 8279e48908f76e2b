import type { ColumnDef } from '@tanstack/react-table';

/**
 * A column of a table that has a spec (lib/table-state.ts), `S` its sort keys (`SortKey<typeof SPEC>`): a
 * column people can sort by has one of the sort keys as its id; any other says `enableSorting: false`. So a
 * sortable column the server cannot sort by is a type error, not a refused request.
 */
export type SpecColumn<T, S extends string> = ColumnDef<T, unknown> &
  ({ id: S; enableSorting?: true } | { id: string; enableSorting: false });
