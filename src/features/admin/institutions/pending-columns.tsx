import type { CellContext } from '@tanstack/react-table';
import Link from 'next/link';
import { createContext, useContext } from 'react';
import { formatShortDate } from '@/lib/dates';
import { userInfoHref } from '@/lib/routes';
import styles from './Institutions.module.css';
import type { PendingRow } from './types';
import type { SpecColumn } from '@/components/DataTable/spec-columns';
import type { SortKey } from '@/lib/table-state';
import type { PENDING_TABLE } from '@/lib/admin-tables';

export type { PendingRow } from './types';

/** What the cells act with; a context keeps the columns constant, so cells are not remounted on a change. */
export interface PendingActions {
  running: readonly string[];
  failures: ReadonlyMap<string, string>;
  approve: (row: PendingRow) => void;
}

export const PendingActionsContext = createContext<PendingActions | null>(null);

function SimilarCell({ row }: CellContext<PendingRow, unknown>) {
  const { similar } = row.original;
  if (similar.length === 0) return <span className={styles.muted}>Ingen lignende</span>;
  return (
    <ul className={styles.similar}>
      {similar.map((match) => (
        <li key={match.name}>
          {match.name} <span className={styles.muted}>({match.percent} % ens)</span>
        </li>
      ))}
    </ul>
  );
}

function ApproveCell({ row }: CellContext<PendingRow, unknown>) {
  const actions = useContext(PendingActionsContext);
  if (!actions) throw new Error('PendingActionsContext is missing');
  const institution = row.original;
  const busy = actions.running.includes(institution.id);
  const failure = actions.failures.get(institution.id);
  return (
    <div className={styles.approve}>
      <button
        type="button"
        className="button"
        disabled={actions.running.length > 0}
        onClick={() => actions.approve(institution)}
        aria-label={busy ? `Godkender ${institution.name}` : `Godkend ${institution.name}`}
      >
        {busy ? 'Godkender …' : 'Godkend'}
      </button>
      {failure ? <p className={styles.rowError}>Fejl: {failure}</p> : null}
    </div>
  );
}

export const PENDING_COLUMNS: SpecColumn<PendingRow, SortKey<typeof PENDING_TABLE>>[] = [
  { id: 'name', header: 'Navn', accessorKey: 'name' },
  { id: 'segment', header: 'Skoletype', accessorKey: 'segment', enableGlobalFilter: false },
  { id: 'city', header: 'By', accessorKey: 'city', enableSorting: false, enableGlobalFilter: false },
  {
    id: 'requestedBy',
    header: 'Anmodet af',
    accessorFn: (row) => row.requestedBy?.name ?? '',
    enableSorting: false,
    enableGlobalFilter: false,
    cell: ({ row }) => {
      const by = row.original.requestedBy;
      return by ? <Link href={userInfoHref(by.email)}>{by.name}</Link> : 'Ukendt';
    },
  },
  {
    id: 'similar',
    header: 'Ligner godkendte',
    accessorFn: (row) => row.similar.length,
    enableSorting: false,
    enableGlobalFilter: false,
    cell: SimilarCell,
  },
  {
    id: 'createdAt',
    header: 'Oprettet',
    accessorKey: 'createdAt',
    enableGlobalFilter: false,
    cell: ({ row }) => formatShortDate(row.original.createdAt),
  },
  { id: 'action', header: 'Handling', enableSorting: false, enableGlobalFilter: false, cell: ApproveCell },
];
