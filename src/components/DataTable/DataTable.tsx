import {
  flexRender,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type FilterFn,
  type Row,
  type RowSelectionState,
} from '@tanstack/react-table';
import { Fragment, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import { nextSort, rowCount, type TableState } from '@/lib/table-state';
import styles from './DataTable.module.css';
import { Pager } from './Pager';
import { ariaSort, danishWords, type ServerPage } from './table-helpers';

export { type ServerPage } from './table-helpers';
export { rowCount } from '@/lib/table-state';

export interface DataTableProps<T> {
  /** Names the table (its `<caption>`) and the scrollable region around it. */
  caption: string;
  columns: ColumnDef<T, unknown>[];
  data: readonly T[];
  /** The state from `useTableUrlState`, and where changes go. */
  state: TableState;
  onStateChange: (change: Partial<TableState>, options?: { replace?: boolean }) => void;
  getRowId: (row: T) => string;
  /** Column id whose cell is the row's header (`<th scope="row">`). */
  rowHeader?: string;
  /** Label of the search box; without it the table has none. */
  searchLabel?: string;
  /** Column filters by column id (exact values), usually from `state.filters`. */
  columnFilters?: Readonly<Record<string, string>>;
  pageSize?: number;
  /** "12 af 40 institutioner": how a count of rows is told. */
  countText?: (shown: number, total: number) => string;
  emptyText?: string;
  /** Rows can be ticked; the label of each row's checkbox names the row. */
  selection?: {
    selected: RowSelectionState;
    onChange: (selected: RowSelectionState) => void;
    rowLabel: (row: T) => string;
    canSelect?: (row: T) => boolean;
  };
  /** Controls above the table (filters, exports), inside the same labelled group. */
  toolbar?: ReactNode;
  /** Column id of the row's buttons: on a narrow screen they go under their row, in view without scrolling. */
  actionsColumn?: string;
  /** Something opened for one row (an inline form): a full-width row under it, or null. */
  rowDetail?: (row: T) => ReactNode;
  /**
   * The server searched, filtered, sorted and paged the rows (src/server/tables/): `data` is the one page it
   * sent, and these tell the rest. Without it the table does all of that itself, over every row in `data`.
   */
  server?: ServerPage;
}

/**
 * The admin area's table (docs/architecture.md, How the code reads): TanStack Table does the sorting,
 * filtering and paging; the markup is ours: a caption, column headers with `scope` and `aria-sort` (one sort
 * is always active), sort buttons, a search box whose text waits a moment before it goes into the URL, a
 * count in a live region, paging buttons and a scrollable region that the keyboard can reach on a narrow
 * screen, in which the row headers stay in view while the other columns scroll.
 */
export function DataTable<T>({
  caption,
  columns,
  data,
  state,
  onStateChange,
  getRowId,
  rowHeader,
  searchLabel,
  columnFilters,
  pageSize = 20,
  countText = rowCount('rækker'),
  emptyText = 'Ingen rækker at vise.',
  selection,
  toolbar,
  actionsColumn,
  rowDetail,
  server,
}: DataTableProps<T>) {
  const id = useId();
  const captionId = `${id}-caption`;
  const [text, setText] = useState(state.q);

  // The box follows the URL (Back, a link) unless the person is typing something newer.
  useEffect(() => setText(state.q), [state.q]);
  useEffect(() => {
    if (text.trim() === state.q) return;
    const timer = setTimeout(() => onStateChange({ q: text.trim(), page: 0 }, { replace: true }), 300);
    return () => clearTimeout(timer);
  }, [text, state.q, onStateChange]);

  const filters = useMemo<ColumnFiltersState>(
    () => Object.entries(columnFilters ?? {}).map(([columnId, value]) => ({ id: columnId, value })),
    [columnFilters],
  );

  // TanStack Table v8 hands back a mutable instance, which the React Compiler cannot memoise; this project
  // does not use the compiler.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<T>({
    data: data as T[],
    columns,
    getRowId: (row) => getRowId(row),
    state: {
      sorting: [state.sort],
      globalFilter: state.q,
      columnFilters: filters,
      pagination: { pageIndex: state.page, pageSize },
      rowSelection: selection?.selected ?? {},
    },
    globalFilterFn: danishWords as FilterFn<T>,
    enableSortingRemoval: false,
    enableRowSelection: selection ? (row: Row<T>) => selection.canSelect?.(row.original) ?? true : false,
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      selection.onChange(typeof updater === 'function' ? updater(selection.selected) : updater);
    },
    autoResetPageIndex: false,
    getCoreRowModel: getCoreRowModel(),
    // Rows paged on the server come searched, sorted and cut to one page: the table only draws them.
    ...(server
      ? { manualPagination: true, manualSorting: true, manualFiltering: true, rowCount: server.matching }
      : {
          getFilteredRowModel: getFilteredRowModel(),
          getSortedRowModel: getSortedRowModel(),
          getPaginationRowModel: getPaginationRowModel(),
        }),
  });

  const total = server ? server.total : data.length;
  const shown = server ? server.matching : table.getFilteredRowModel().rows.length;
  const pageCount = server ? server.pageCount : Math.max(1, table.getPageCount());
  const page = server ? server.page : Math.min(state.page, pageCount - 1);
  const rows = table.getRowModel().rows;
  const span = columns.length + (selection ? 1 : 0);
  // Under a row, in a full-width cell whose content stays in the visible part of a table scrolled sideways.
  const rowUnder = (key: string, className: string | undefined, content: ReactNode) => (
    <tr key={key} className={className}>
      <td colSpan={span}>
        <div className={styles.inView}>{content}</div>
      </td>
    </tr>
  );

  return (
    <div className={styles.wrapper}>
      {searchLabel || toolbar ? (
        <div className={styles.toolbar}>
          {searchLabel ? (
            <div className={styles.search}>
              <label htmlFor={`${id}-search`}>{searchLabel}</label>
              <input
                id={`${id}-search`}
                type="search"
                value={text}
                onChange={(event) => setText(event.target.value)}
                className={styles.input}
                autoComplete="off"
              />
            </div>
          ) : null}
          {toolbar}
        </div>
      ) : null}
      <p className={styles.count} role="status" aria-live="polite">
        {countText(shown, total)}
      </p>
      <div
        className={styles.scroller}
        role="region"
        aria-labelledby={captionId}
        aria-busy={server?.busy || undefined}
        tabIndex={0}
      >
        <table className={styles.table}>
          <caption id={captionId} className={styles.caption}>
            <span className={styles.inView}>{caption}</span>
          </caption>
          <thead>
            {table.getHeaderGroups().map((group) => (
              <tr key={group.id}>
                {selection ? (
                  <th scope="col" className={styles.select}>
                    <span className="visually-hidden">Valgt</span>
                  </th>
                ) : null}
                {group.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const label = flexRender(header.column.columnDef.header, header.getContext());
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      aria-sort={ariaSort(sorted)}
                      className={
                        header.column.id === rowHeader
                          ? styles.sticky
                          : header.column.id === actionsColumn
                            ? styles.wideOnly
                            : undefined
                      }
                    >
                      {header.column.getCanSort() ? (
                        <button
                          type="button"
                          className={styles.sort}
                          onClick={() =>
                            onStateChange({ sort: nextSort(state.sort, header.column.id), page: 0 })
                          }
                        >
                          {label}
                          <span aria-hidden="true" className={styles.arrow}>
                            {sorted === 'asc' ? '▲' : sorted === 'desc' ? '▼' : '↕'}
                          </span>
                        </button>
                      ) : (
                        label
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {rows.length === 0 ? (
              <tr>
                <td colSpan={columns.length + (selection ? 1 : 0)} className={styles.empty}>
                  {emptyText}
                </td>
              </tr>
            ) : (
              rows.map((row) => {
                const actions = row.getVisibleCells().find((cell) => cell.column.id === actionsColumn);
                const detail = rowDetail?.(row.original) ?? null;
                return (
                  <Fragment key={row.id}>
                    <tr className={row.getIsSelected() ? styles.selected : undefined}>
                      {selection ? (
                        <td className={styles.select}>
                          {row.getCanSelect() ? (
                            <input
                              type="checkbox"
                              checked={row.getIsSelected()}
                              onChange={row.getToggleSelectedHandler()}
                              aria-label={selection.rowLabel(row.original)}
                            />
                          ) : null}
                        </td>
                      ) : null}
                      {row.getVisibleCells().map((cell) => {
                        const content = flexRender(cell.column.columnDef.cell, cell.getContext());
                        return cell.column.id === rowHeader ? (
                          <th key={cell.id} scope="row" className={styles.sticky}>
                            {content}
                          </th>
                        ) : (
                          <td key={cell.id} className={cell === actions ? styles.wideOnly : undefined}>
                            {content}
                          </td>
                        );
                      })}
                    </tr>
                    {actions
                      ? rowUnder(
                          'actions',
                          styles.narrowOnly,
                          flexRender(actions.column.columnDef.cell, actions.getContext()),
                        )
                      : null}
                    {detail === null ? null : rowUnder('detail', styles.detail, detail)}
                  </Fragment>
                );
              })
            )}
          </tbody>
        </table>
      </div>
      <Pager
        caption={caption}
        page={page}
        pageCount={pageCount}
        onPage={(next) => onStateChange({ page: next })}
      />
    </div>
  );
}
