import { useCallback, useMemo, useRef, useState } from 'react';
import { DataTable, rowCount } from '@/components/DataTable/DataTable';
import { Feedback } from '@/components/Feedback/Feedback';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { useFocusAfterRender } from '@/lib/client/focus-after-render';
import { confirm } from '@/lib/client/modals';
import { useRefetchOnReload } from '@/lib/client/reload-counters';
import { trpc } from '@/lib/client/trpc';
import { useTableUrlState } from '@/lib/client/use-table-url-state';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import { LoadProblem } from '../LoadProblem';
import {
  CONFIRMED_COLUMNS,
  ConfirmedActionsContext,
  type ConfirmedActions,
  type ConfirmedRow,
  RenameRow,
} from './confirmed-columns';
import { runAction, usersLosingText } from './run-action';
import { SegmentFilter } from './SegmentFilter';
import { CONFIRMED_TABLE } from './table-specs';
import { useInstitutionsChanged } from './use-institution-changes';

/** Confirmed institutions: filter by segment, search by name, rename inline, delete after confirming. */
export function ConfirmedInstitutions() {
  const confirmed = trpc.institutions.getConfirmedInstitutions.useQuery();
  const overview = trpc.institutions.getInstitutionOverview.useQuery();
  const pending = trpc.institutions.getPendingInstitutions.useQuery();
  useRefetchOnReload('institutions', confirmed.refetch);
  const [state, setState] = useTableUrlState(CONFIRMED_TABLE);
  const feedback = useActionFeedback();
  const changed = useInstitutionsChanged();
  const { mutateAsync: rename, isPending: renaming } = trpc.institutions.renameInstitution.useMutation();
  const { mutateAsync: remove } = trpc.institutions.deleteInstitution.useMutation();
  const [editing, setEditing] = useState<string | null>(null);
  // A row's "Omdøb" is drawn twice (in its column on a wide screen, under the row on a phone), one of them shown.
  const renameButtons = useRef(new Map<string, Set<HTMLButtonElement>>());

  const rows = useMemo<ConfirmedRow[]>(() => {
    const counts = new Map((overview.data?.institutions ?? []).map((i) => [i.id, i.userCount]));
    return (confirmed.data ?? []).map((i) => ({ ...i, userCount: counts.get(i.id) ?? null }));
  }, [confirmed.data, overview.data]);

  // Every institution's name, pending ones too: the product API keeps names unique across both.
  const allNames = useMemo(
    () => [...(confirmed.data ?? []), ...(pending.data ?? [])].map((i) => ({ id: i.id, name: i.name })),
    [confirmed.data, pending.data],
  );

  const focusAfterRender = useFocusAfterRender();
  const stopEditing = useCallback(
    (id: string) => {
      setEditing(null);
      focusAfterRender(() =>
        [...(renameButtons.current.get(id) ?? [])].find((button) => button.getClientRects().length > 0),
      );
    },
    [focusAfterRender],
  );

  const save = useCallback(
    async (row: ConfirmedRow, name: string) => {
      if (name === row.name) return stopEditing(row.id);
      const result = await runAction(feedback, () => rename({ id: row.id, name }), {
        success: (renamed) => `«${row.name}» hedder nu «${renamed.name}».`,
        failure: `«${row.name}» kunne ikke omdøbes. Navnet er måske taget. Prøv igen om lidt.`,
        focusOnError: false,
      });
      if (result) {
        changed();
        stopEditing(row.id);
      }
    },
    [feedback, rename, changed, stopEditing],
  );

  const del = useCallback(
    async (row: ConfirmedRow) => {
      const result = await runAction(
        feedback,
        async () => {
          await confirm({
            title: 'Slet institution?',
            message: `Slet «${row.name}»? ${row.userCount === null ? 'Dens brugere mister deres tilknytning.' : usersLosingText(row.userCount)}`,
            confirmText: 'Slet',
            cancelText: 'Annuller',
          });
          return remove({ id: row.id });
        },
        {
          success: (deleted) =>
            `«${deleted.name}» er slettet. ${deleted.unlinkedUserIds.length} ${deleted.unlinkedUserIds.length === 1 ? 'bruger' : 'brugere'} mistede tilknytningen.`,
          failure: `«${row.name}» kunne ikke slettes. Prøv igen om lidt.`,
          focusOnSuccess: true,
        },
      );
      if (result) changed();
    },
    [feedback, remove, changed],
  );

  const actions = useMemo<ConfirmedActions>(
    () => ({
      editing,
      otherNames: (id) => allNames.filter((i) => i.id !== id).map((i) => i.name),
      renaming,
      startEditing: (id) => {
        feedback.clear();
        setEditing(id);
      },
      stopEditing,
      save: (row, name) => void save(row, name),
      remove: (row) => void del(row),
      registerRenameButton: (id, button) => {
        const all = renameButtons.current;
        all.set(id, (all.get(id) ?? new Set()).add(button));
        return () => {
          const buttons = all.get(id);
          buttons?.delete(button);
          if (buttons?.size === 0) all.delete(id);
        };
      },
    }),
    [editing, allNames, renaming, feedback, stopEditing, save, del],
  );

  if (confirmed.data === null || (confirmed.isError && !confirmed.data)) {
    return (
      <LoadProblem onRetry={() => void confirmed.refetch()}>
        De godkendte institutioner kan ikke hentes lige nu.
      </LoadProblem>
    );
  }

  return (
    <>
      <Feedback message={feedback.message} />
      <ConfirmedActionsContext.Provider value={actions}>
        <DataTable
          caption="Godkendte institutioner"
          columns={CONFIRMED_COLUMNS}
          data={rows}
          state={state}
          onStateChange={setState}
          getRowId={(row) => row.id}
          rowHeader="name"
          actionsColumn="actions"
          rowDetail={(row) => (row.id === editing ? <RenameRow institution={row} /> : null)}
          searchLabel="Søg efter institution"
          columnFilters={state.filters}
          countText={rowCount('godkendte institutioner')}
          emptyText={confirmed.isPending ? 'Henter …' : 'Ingen institutioner matcher søgningen.'}
          toolbar={
            <>
              <SegmentFilter
                value={state.filters.segment ?? ''}
                onChange={(segment) => setState({ filters: { ...state.filters, segment }, page: 0 })}
              />
              <ExportLink {...EXPORTS.confirmedInstitutions} />
            </>
          }
        />
      </ConfirmedActionsContext.Provider>
    </>
  );
}
