import { useCallback, useMemo, useRef, useState } from 'react';
import { ServerDataTable, tableFailure } from '@/components/DataTable/ServerDataTable';
import { Feedback } from '@/components/Feedback/Feedback';
import { CONFIRMED_TABLE } from '@/lib/admin-tables';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { useFocusAfterRender } from '@/lib/client/focus-after-render';
import { confirm } from '@/lib/client/modals';
import { trpc } from '@/lib/client/trpc';
import { TABLE_QUERY, useServerTable } from '@/lib/client/use-server-table';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import {
  CONFIRMED_COLUMNS,
  ConfirmedActionsContext,
  type ConfirmedActions,
  type ConfirmedRow,
  RenameRow,
} from './confirmed-columns';
import { runAction, usersLosingText } from './run-action';
import { SegmentFilter } from './SegmentFilter';
import { useInstitutionsChanged } from './use-institution-changes';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { usersAndInstitutionsQueries } from '@/lib/screens/admin-screens';

/**
 * Confirmed institutions: filter by segment, search by name, rename inline, delete after confirming. The server
 * sends one page (with each institution's number of users) and checks a new name against every institution.
 */
export function ConfirmedInstitutions() {
  const table = useServerTable(CONFIRMED_TABLE);
  const { state, update: setState } = table;
  const confirmed = useQuery({ ...useAdminQueries(usersAndInstitutionsQueries).confirmed, ...TABLE_QUERY });
  const feedback = useActionFeedback();
  const changed = useInstitutionsChanged();
  const { mutateAsync: rename, isPending: renaming } = trpc.institutions.renameInstitution.useMutation();
  const { mutateAsync: remove } = trpc.institutions.deleteInstitution.useMutation();
  const [editing, setEditing] = useState<string | null>(null);
  // A row's "Omdøb" is drawn twice (in its column on a wide screen, under the row on a phone), one of them shown.
  const renameButtons = useRef(new Map<string, Set<HTMLButtonElement>>());

  // The names on this page are checked as the admin types; the server checks the new name against all.
  const pageNames = useMemo(
    () => (confirmed.data?.rows ?? []).map((i) => ({ id: i.id, name: i.name })),
    [confirmed.data],
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
      otherNames: (id) => pageNames.filter((i) => i.id !== id).map((i) => i.name),
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
    [editing, pageNames, renaming, feedback, stopEditing, save, del],
  );

  const failure = tableFailure(table, confirmed);
  if (failure) return failure;

  return (
    <>
      <Feedback message={feedback.message} />
      <ConfirmedActionsContext.Provider value={actions}>
        <ServerDataTable
          table={table}
          query={confirmed}
          columns={CONFIRMED_COLUMNS}
          rowDetail={(row) => (row.id === editing ? <RenameRow institution={row} /> : null)}
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
