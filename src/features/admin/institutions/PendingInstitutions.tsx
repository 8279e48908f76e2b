import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState } from 'react';
import { UrlDataTable } from '@/components/DataTable/UrlDataTable';
import { useFocusAfterRender } from '@/lib/client/focus-after-render';
import { useRefetchOnReload } from '@/lib/client/reload-counters';
import { trpc } from '@/lib/client/trpc';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import { LoadProblem } from '../LoadProblem';
import { ApproveResults } from './ApproveResults';
import styles from './Institutions.module.css';
import { similarNames } from './similar-names';
import { PENDING_TABLE } from './table-specs';
import type { ConfirmedInstitution } from './types';
import {
  PENDING_COLUMNS,
  PendingActionsContext,
  type PendingActions,
  type PendingRow,
} from './pending-columns';
import { useApprove } from './use-approve';

/**
 * Institutions teachers asked for, waiting for an admin: approve one, or tick several and approve them
 * together. Each shows the confirmed institutions its name is most like (Danish spelling folded), so a
 * duplicate school is caught before it is approved.
 */
export function PendingInstitutions() {
  const pending = trpc.institutions.getPendingInstitutions.useQuery();
  const confirmed = trpc.institutions.getConfirmedInstitutions.useQuery();
  useRefetchOnReload('institutions', pending.refetch);
  const [selected, setSelected] = useState<RowSelectionState>({});
  const { run, running, results } = useApprove();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();

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

  const approve = useCallback(
    async (chosen: readonly PendingRow[]) => {
      const outcome = await run(chosen.map(({ id, name }) => ({ id, name })));
      // Keep the ones that failed ticked, so they can be tried again.
      setSelected(Object.fromEntries(outcome.filter((r) => !r.ok).map((r) => [r.id, true])));
      focusAfterRender(() => resultsRef.current);
    },
    [run, focusAfterRender],
  );

  const actions = useMemo<PendingActions>(
    () => ({ running, failures, approve: (row) => void approve([row]) }),
    [running, failures, approve],
  );

  if (pending.data === null || (pending.isError && !pending.data)) {
    return (
      <LoadProblem onRetry={() => void pending.refetch()}>
        De ventende institutioner kan ikke hentes lige nu.
      </LoadProblem>
    );
  }

  const chosen = rows.filter((row) => selected[row.id]);
  return (
    <PendingActionsContext.Provider value={actions}>
      <UrlDataTable
        spec={PENDING_TABLE}
        caption="Institutioner, der venter på godkendelse"
        columns={PENDING_COLUMNS}
        data={rows}
        getRowId={(row) => row.id}
        rowHeader="name"
        actionsColumn="action"
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
          <>
            <button
              type="button"
              className={`button ${styles.bulk}`}
              disabled={chosen.length === 0 || running.length > 0}
              onClick={() => void approve(chosen)}
            >
              {running.length > 1 ? `Godkender ${running.length} …` : `Godkend valgte (${chosen.length})`}
            </button>
            <ExportLink {...EXPORTS.pendingInstitutions} />
          </>
        }
      />
      <ApproveResults results={results} headingRef={resultsRef} />
    </PendingActionsContext.Provider>
  );
}
