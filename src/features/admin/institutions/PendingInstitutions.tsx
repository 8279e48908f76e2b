import type { RowSelectionState } from '@tanstack/react-table';
import { useCallback, useMemo, useRef, useState } from 'react';
import { ServerDataTable, tableFailure } from '@/components/DataTable/ServerDataTable';
import { PENDING_TABLE } from '@/lib/admin-tables';
import { useFocusAfterRender } from '@/lib/client/focus-after-render';
import { confirm } from '@/lib/client/modals';
import { TABLE_QUERY, useServerTable } from '@/lib/client/use-server-table';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import { ApproveResults } from './ApproveResults';
import styles from './Institutions.module.css';
import {
  PENDING_COLUMNS,
  PendingActionsContext,
  type PendingActions,
  type PendingRow,
} from './pending-columns';
import { useApprove } from './use-approve';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { usersAndInstitutionsQueries } from '@/lib/screens/admin-screens';

const institutions = (n: number) => (n === 1 ? '1 institution' : `${n} institutioner`);

/**
 * Institutions teachers asked for, waiting for an admin: approve one, tick several and approve them together,
 * or approve every one that matches the search, on every page. The server sends one page, each row with the
 * confirmed institutions its name is most like (Danish spelling folded), so a duplicate school is caught
 * before it is approved.
 */
export function PendingInstitutions() {
  const table = useServerTable(PENDING_TABLE);
  const pending = useQuery({ ...useAdminQueries(usersAndInstitutionsQueries).pending, ...TABLE_QUERY });
  // The ticked institutions by id, with their names: they stay ticked when another page is shown.
  const [chosen, setChosen] = useState<ReadonlyMap<string, string>>(new Map());
  const { run, runMatching, running, results } = useApprove();
  const resultsRef = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const rows = useMemo(() => pending.data?.rows ?? [], [pending.data]);
  const selected = useMemo<RowSelectionState>(
    () => Object.fromEntries([...chosen.keys()].map((id) => [id, true])),
    [chosen],
  );
  const select = useCallback(
    (next: RowSelectionState) =>
      setChosen(
        (before) =>
          new Map(
            Object.keys(next)
              .filter((id) => next[id])
              .map((id) => [id, before.get(id) ?? rows.find((row) => row.id === id)?.name ?? id]),
          ),
      ),
    [rows],
  );

  const failures = useMemo(
    () => new Map((results ?? []).filter((r) => !r.ok).map((r) => [r.id, r.text])),
    [results],
  );

  const afterApproval = useCallback(
    (outcome: readonly { id: string; name: string; ok: boolean }[] | null) => {
      if (!outcome) return;
      // Keep the ones that failed ticked, so they can be tried again.
      setChosen(new Map(outcome.filter((r) => !r.ok && r.id !== '*').map((r) => [r.id, r.name])));
      focusAfterRender(() => resultsRef.current);
    },
    [focusAfterRender],
  );

  const approve = useCallback(
    async (chosen: readonly { id: string; name: string }[]) => afterApproval(await run(chosen)),
    [run, afterApproval],
  );

  const actions = useMemo<PendingActions>(
    () => ({ running, failures, approve: (row: PendingRow) => void approve([row]) }),
    [running, failures, approve],
  );

  const failure = tableFailure(table, pending);
  if (failure) return failure;

  const ticked = [...chosen].map(([id, name]) => ({ id, name }));
  const q = table.state.q;
  const matching = pending.data?.matching ?? 0;
  const approveMatching = () =>
    void runMatching(
      q,
      pending.data?.matchFingerprint ?? '',
      rows.map((row) => row.id),
      () =>
        confirm({
          title: 'Godkend institutioner?',
          message: q
            ? `Godkend alle ${institutions(matching)}, der matcher «${q}»? Også dem på de andre sider.`
            : `Godkend alle ${institutions(matching)}, der venter? Også dem på de andre sider.`,
          confirmText: 'Godkend alle',
          cancelText: 'Annuller',
        }),
    ).then(afterApproval);

  return (
    <PendingActionsContext.Provider value={actions}>
      <ServerDataTable
        table={table}
        query={pending}
        columns={PENDING_COLUMNS}
        selection={{
          selected,
          onChange: select,
          rowLabel: (row) => `Vælg ${row.name}`,
        }}
        toolbar={
          <>
            <button
              type="button"
              className={`button ${styles.bulk}`}
              disabled={ticked.length === 0 || running.length > 0}
              onClick={() => void approve(ticked)}
            >
              {running.length > 1 ? `Godkender ${running.length} …` : `Godkend valgte (${ticked.length})`}
            </button>
            {matching > 1 ? (
              <button
                type="button"
                className="button button--ghost"
                disabled={running.length > 0}
                onClick={approveMatching}
              >
                {q ? `Godkend alle ${matching}, der matcher` : `Godkend alle ${matching}`}
              </button>
            ) : null}
            <ExportLink {...EXPORTS.pendingInstitutions} />
          </>
        }
      />
      <ApproveResults results={results} headingRef={resultsRef} />
    </PendingActionsContext.Provider>
  );
}
