import type { ColumnDef } from '@tanstack/react-table';
import type { inferRouterOutputs } from '@trpc/server';
import { useMemo } from 'react';
import { rowCount } from '@/components/DataTable/DataTable';
import { UrlDataTable } from '@/components/DataTable/UrlDataTable';
import { formatDateTime } from '@/lib/dates';
import type { TableSpec } from '@/lib/table-state';
import type { AppRouter } from '@/server/routers/root';
import { ExportLink } from '../export/ExportLink';
import { userSignUpsExport } from '../export/export-links';
import { LoadProblem } from '../LoadProblem';
import { programName, type ProgramNames } from '../program-names';
import { useProgramNames } from '../use-program-names';
import styles from './Users.module.css';

type SignUp = NonNullable<inferRouterOutputs<AppRouter>['events']['getSignUpsForUser']>[number];

export const SIGNUPS_TABLE: TableSpec = {
  prefix: 'tilm',
  sortable: ['event', 'start', 'signedUpAt'],
  defaultSort: { id: 'start', desc: false },
};

const SOURCE: Record<string, string> = {
  teacher: 'Selv',
  list: 'Via en liste',
  attendee: 'Via eventsiden',
};

const columnsFor = (programNames: ProgramNames): ColumnDef<SignUp, unknown>[] => [
  { id: 'event', header: 'Event', accessorFn: (s) => s.event.title },
  {
    id: 'start',
    header: 'Start',
    accessorFn: (s) => s.event.startDate,
    enableGlobalFilter: false,
    cell: ({ row }) => formatDateTime(row.original.event.startDate),
  },
  {
    id: 'program',
    header: 'Program',
    accessorFn: (s) => (s.event.programName ? programName(programNames, s.event.programName) : 'Åbent event'),
    enableSorting: false,
  },
  {
    id: 'own',
    header: 'Egen plads',
    accessorFn: (s) => (s.selfSignedUp ? (SOURCE[s.source ?? ''] ?? 'Ja') : 'Nej'),
    enableSorting: false,
    enableGlobalFilter: false,
  },
  {
    id: 'participants',
    header: 'Har tilmeldt andre',
    accessorFn: (s) => s.participants.map((p) => p.name).join(', '),
    enableSorting: false,
    cell: ({ row }) =>
      row.original.participants.length ? (
        `${row.original.participants.length}: ${row.original.participants.map((p) => p.name).join(', ')}`
      ) : (
        <span className={styles.muted}>Ingen</span>
      ),
  },
  {
    id: 'signedUpAt',
    header: 'Tilmeldt',
    accessorFn: (s) => s.signedUpAt,
    enableGlobalFilter: false,
    cell: ({ row }) => formatDateTime(row.original.signedUpAt),
  },
];

/** Danish genitive: 'Mettes', but 'Jonas'' for a name ending in s, x or z. */
const possessive = (name: string) => (/[sxz]$/i.test(name) ? `${name}'` : `${name}s`);

/** A person's event sign-ups (GetSignUpsForUser): their own seats and the people they signed up by list. */
export function SignUpsTable({
  name,
  email,
  signUps,
  loading,
  onRetry,
}: {
  name: string;
  email: string;
  signUps: readonly SignUp[] | null | undefined;
  loading: boolean;
  onRetry: () => void;
}) {
  const programNames = useProgramNames();
  const columns = useMemo(() => columnsFor(programNames), [programNames]);
  if (loading) return <p role="status">Henter tilmeldinger …</p>;
  if (!signUps) {
    return <LoadProblem onRetry={onRetry}>Tilmeldingerne kan ikke hentes lige nu.</LoadProblem>;
  }
  return (
    <UrlDataTable
      spec={SIGNUPS_TABLE}
      caption={`${possessive(name)} tilmeldinger`}
      columns={columns}
      data={signUps}
      getRowId={(s) => s.eventId}
      rowHeader="event"
      countText={rowCount('tilmeldinger', 'tilmelding')}
      emptyText="Brugeren er ikke tilmeldt nogen events."
      toolbar={<ExportLink {...userSignUpsExport(email, possessive(name))} />}
    />
  );
}
