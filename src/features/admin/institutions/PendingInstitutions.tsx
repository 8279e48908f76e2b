import type { ColumnDef, RowSelectionState } from '@tanstack/react-table';
import Link from 'next/link';
import { useMemo, useRef, useState } from 'react';
import { DataTable } from '@/components/DataTable/DataTable';
import { formatShortDate } from '@/lib/dates';
import { useRefetchOnReload } from '@/lib/client/reload-counters';
import { trpc } from '@/lib/client/trpc';
import { useTableUrlState } from '@/lib/client/use-table-url-state';
import { userInfoHref } from '../users/user-link';
import { ApproveResults } from './ApproveResults';
import styles from './Institutions.module.css';
import { similarNames } from './similar-names';
import { PENDING_TABLE } from './table-specs';
import type { ConfirmedInstitution, PendingInstitution } from './types';
import { useApprove } from './use-approve';

interface PendingRow extends PendingInstitution {
  similar: { name: string; percent: number }[];
}

/**
 * Institutions teachers asked for, waiting for an admin: approve one, or tick several and approve them
 * together. Each shows the confirmed institutions its name is most like (Danish spelling folded), so a
 * duplicate school is caught before it is approved.
 */
export function PendingInstitutions() {
  const pending = trpc.institutions.getPendingInstitutions.useQuery();
  const confirmed = trpc.institutions.getConfirmedInstitutions.useQuery();
  useRefetchOnReload('institutions', pending.refetch);
  const [state, setState] = useTableUrlState(PENDING_TABLE);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const { run, running, results } = useApprove();
  const resultsRef = useRef<HTMLHeadingElement>(null);

  const rows = useMemo<PendingRow[]>(() => {
    const known: readonly ConfirmedInstitution[] = confirmed.data ?? [];
    return (pending.data ?? []).map((institution) => ({
      ...institution,
      similar: similarNames(institution.name, known, (c) => c.name).map((match) => ({
        name: match.item.name,
        percent: Math.round(match.score * 100),
      })),
    }));
  }, [pending.data, confirmed.data]);

  const failures = useMemo(
    () => new Map((results ?? []).filter((r) => !r.ok).map((r) => [r.id, r.text])),
    [results],
  );

  const approve = async (chosen: readonly PendingRow[]) => {
    const outcome = await run(chosen.map(({ id, name }) => ({ id, name })));
    // Keep the ones that failed ticked, so they can be tried again.
    setSelected(Object.fromEntries(outcome.filter((r) => !r.ok).map((r) => [r.id, true])));
    requestAnimationFrame(() => resultsRef.current?.focus());
  };

  const columns = useMemo<ColumnDef<PendingRow, unknown>[]>(
    () => [
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
        cell: ({ row }) =>
          row.original.similar.length === 0 ? (
            <span className={styles.muted}>Ingen lignende</span>
          ) : (
            <ul className={styles.similar}>
              {row.original.similar.map((match) => (
                <li key={match.name}>
                  {match.name} <span className={styles.muted}>({match.percent} % ens)</span>
                </li>
              ))}
            </ul>
          ),
      },
      {
        id: 'createdAt',
        header: 'Oprettet',
        accessorKey: 'createdAt',
        enableGlobalFilter: false,
        cell: ({ row }) => formatShortDate(row.original.createdAt),
      },
      {
        id: 'action',
        header: 'Handling',
        enableSorting: false,
        enableGlobalFilter: false,
        cell: ({ row }) => {
          const busy = running.includes(row.original.id);
          const failure = failures.get(row.original.id);
          return (
            <div className={styles.actions}>
              <button
                type="button"
                className="button"
                disabled={running.length > 0}
                onClick={() => void approve([row.original])}
                aria-label={busy ? `Godkender ${row.original.name}` : `Godkend ${row.original.name}`}
              >
                {busy ? 'Godkender …' : 'Godkend'}
              </button>
              {failure ? <p className={styles.rowError}>Fejl: {failure}</p> : null}
            </div>
          );
        },
      },
    ],
    // `approve` is recreated each render; the cells only need the latest running and failures.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [running, failures],
  );

  if (pending.data === null || (pending.isError && !pending.data)) {
    return (
      <div className={styles.problem} role="alert">
        <p>De ventende institutioner kan ikke hentes lige nu.</p>
        <button type="button" className="button button--ghost" onClick={() => void pending.refetch()}>
          Prøv igen
        </button>
      </div>
    );
  }

  const chosen = rows.filter((row) => selected[row.id]);
  return (
    <>
      <DataTable
        caption="Institutioner, der venter på godkendelse"
        columns={columns}
        data={rows}
        state={state}
        onStateChange={setState}
        getRowId={(row) => row.id}
        rowHeader="name"
        searchLabel="Søg i ventende institutioner"
        countText={(shown, total) =>
          shown === total ? `${total} venter på godkendelse` : `${shown} af ${total} ventende institutioner`
        }
        emptyText={pending.isPending ? 'Henter …' : 'Ingen institutioner venter på godkendelse.'}
        selection={{
          selected,
          onChange: setSelected,
          rowLabel: (row) => `Vælg ${row.name}`,
        }}
        toolbar={
          <button
            type="button"
            className="button"
            disabled={chosen.length === 0 || running.length > 0}
            onClick={() => void approve(chosen)}
          >
            {running.length > 1 ? `Godkender ${running.length} …` : `Godkend valgte (${chosen.length})`}
          </button>
        }
      />
      <ApproveResults results={results} headingRef={resultsRef} />
    </>
  );
}
