import type { CellContext } from '@tanstack/react-table';
import { createContext, useContext } from 'react';
import styles from './Institutions.module.css';
import { RenameForm, renameFormId } from './RenameForm';
import type { ConfirmedRow } from './types';
import type { SpecColumn } from '@/components/DataTable/spec-columns';
import type { SortKey } from '@/lib/table-state';
import type { CONFIRMED_TABLE } from '@/lib/admin-tables';

export type { ConfirmedRow } from './types';

/** What the cells act with. A context, so the columns stay one constant and the cells are never remounted
 * (a remount would lose the focus that is returned to a row's "Omdøb" button). */
export interface ConfirmedActions {
  editing: string | null;
  otherNames: (id: string) => string[];
  renaming: boolean;
  startEditing: (id: string) => void;
  stopEditing: (id: string) => void;
  save: (row: ConfirmedRow, name: string) => void;
  remove: (row: ConfirmedRow) => void;
  /** Keeps a row's "Omdøb" button to return focus to; the returned function forgets it (a ref's cleanup). */
  registerRenameButton: (id: string, button: HTMLButtonElement) => () => void;
}

export const ConfirmedActionsContext = createContext<ConfirmedActions | null>(null);

const useActions = () => {
  const actions = useContext(ConfirmedActionsContext);
  if (!actions) throw new Error('ConfirmedActionsContext is missing');
  return actions;
};

/** The rename form of the row being renamed, which the table shows in a full-width row under it. */
export function RenameRow({ institution }: { institution: ConfirmedRow }) {
  const actions = useActions();
  if (actions.editing !== institution.id) return null;
  return (
    <RenameForm
      id={institution.id}
      name={institution.name}
      otherNames={actions.otherNames(institution.id)}
      saving={actions.renaming}
      onSave={(name) => actions.save(institution, name)}
      onCancel={() => actions.stopEditing(institution.id)}
    />
  );
}

function ActionsCell({ row }: CellContext<ConfirmedRow, unknown>) {
  const actions = useActions();
  const institution = row.original;
  return (
    <div className={styles.actions}>
      <button
        type="button"
        className="button button--ghost"
        ref={(button) => (button ? actions.registerRenameButton(institution.id, button) : undefined)}
        aria-label={`Omdøb ${institution.name}`}
        aria-expanded={actions.editing === institution.id}
        aria-controls={actions.editing === institution.id ? renameFormId(institution.id) : undefined}
        onClick={() => actions.startEditing(institution.id)}
      >
        Omdøb
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-label={`Slet ${institution.name}`}
        onClick={() => actions.remove(institution)}
      >
        Slet
      </button>
    </div>
  );
}

export const CONFIRMED_COLUMNS: SpecColumn<ConfirmedRow, SortKey<typeof CONFIRMED_TABLE>>[] = [
  { id: 'name', header: 'Navn', accessorKey: 'name' },
  {
    id: 'segment',
    header: 'Skoletype',
    accessorKey: 'segment',
    filterFn: 'equalsString',
    enableGlobalFilter: false,
  },
  { id: 'city', header: 'By', accessorKey: 'city', enableGlobalFilter: false },
  {
    id: 'users',
    header: 'Brugere',
    accessorFn: (row) => row.userCount ?? -1,
    enableGlobalFilter: false,
    cell: ({ row }) => row.original.userCount ?? '–',
  },
  { id: 'actions', header: 'Handlinger', enableSorting: false, enableGlobalFilter: false, cell: ActionsCell },
];
