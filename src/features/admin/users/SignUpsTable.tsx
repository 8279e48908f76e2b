import type { inferRouterOutputs } from '@trpc/server';
import { useMemo } from 'react';
import { DataTable, rowCount } from '@/components/DataTable/DataTable';
import { SIGNUPS_TABLE } from '@/lib/admin-tables';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { userSignUpsQuery } from '@/lib/screens/admin-screens';
import { TABLE_QUERY, useServerTable } from '@/lib/client/use-server-table';
import { formatDateTime } from '@/lib/dates';
import type { AppRouter } from '@/server/routers/root';
import { ExportLink } from '../export/ExportLink';
import { userSignUpsExport } from '../export/export-links';
import { LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { programName, type ProgramNames } from '@/lib/admin/program-names';
import { useProgramNames } from '../use-program-names';
import styles from './Users.module.css';
import type { SpecColumn } from '@/components/DataTable/spec-columns';
import type { SortKey } from '@/lib/table-state';

type SignUp = NonNullable<inferRouterOutputs<AppRouter>['events']['userSignUpsTable']>['rows'][number];

const SOURCE: Record<string, string> = {
  teacher: 'Selv',
  list: 'Via en liste',
  attendee: 'Via eventsiden',
};

const columnsFor = (programNames: ProgramNames): SpecColumn<SignUp, SortKey<typeof SIGNUPS_TABLE>>[] => [
  { id: 'event', header: 'Event', accessorFn: (s) => s.event.title },
  {
    id: 'start',
    header: 'Start',
    accessorFn: (s) => s.event.startDate,
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
    cell: ({ row }) => formatDateTime(row.original.signedUpAt),
  },
];

/** Danish genitive: 'Mettes', but 'Jonas'' for a name ending in s, x or z. */
const possessive = (name: string) => (/[sxz]$/i.test(name) ? `${name}'` : `${name}s`);

/**
 * A person's event sign-ups (GetSignUpsForUser): their own seats and the people they signed up by list, one
 * page at a time from the server.
 */
export function SignUpsTable({ name, email, userId }: { name: string; email: string; userId: string }) {
  const programNames = useProgramNames();
  const columns = useMemo(() => columnsFor(programNames), [programNames]);
  const table = useServerTable(SIGNUPS_TABLE);
  const signUps = useQuery({
    ...useAdminQueries((q, url) => userSignUpsQuery(q, url, userId)),
    ...TABLE_QUERY,
  });
  if (signUps.isPending) return <p role="status">Henter tilmeldinger …</p>;
  if (!signUps.data) {
    return <LoadFailure message="Tilmeldingerne kan ikke hentes lige nu." retry={signUps.refetch} />;
  }
  return (
    <DataTable
      {...table.props(signUps)}
      caption={`${possessive(name)} tilmeldinger`}
      columns={columns}
      getRowId={(s) => s.eventId}
      rowHeader="event"
      countText={rowCount('tilmeldinger', 'tilmelding')}
      emptyText="Brugeren er ikke tilmeldt nogen events."
      toolbar={<ExportLink {...userSignUpsExport(email, possessive(name))} />}
    />
  );
}
