import type { inferRouterOutputs } from '@trpc/server';
import { AppLink } from '@/components/AppLink/AppLink';
import { ServerDataTable } from '@/components/DataTable/ServerDataTable';
import { NEWEST_TABLE } from '@/lib/admin-tables';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { adminOverviewQueries } from '@/lib/screens/admin-screens';
import { TABLE_QUERY, useServerTable } from '@/lib/client/use-server-table';
import { formatShortDate } from '@/lib/dates';
import type { AppRouter } from '@/server/routers/root';
import { userInfoHref } from '@/lib/routes';
import { QueryPart } from '@/components/LoadFailure/LoadFailure';
import { Section } from '../Section';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import { institutionWithStatus } from '@/lib/admin/value-texts';
import type { SpecColumn } from '@/components/DataTable/spec-columns';
import type { SortKey } from '@/lib/table-state';

type UserRow = NonNullable<inferRouterOutputs<AppRouter>['user']['newestTable']>['rows'][number];

/** The columns; the server sends the programmes by name and does the sorting and paging. */
const columns: SpecColumn<UserRow, SortKey<typeof NEWEST_TABLE>>[] = [
  {
    id: 'name',
    header: 'Navn',
    accessorFn: (user) => user.name,
    cell: ({ row }) => <AppLink href={userInfoHref(row.original.email)}>{row.original.name}</AppLink>,
  },
  { id: 'email', header: 'E-mail', accessorFn: (user) => user.email, enableSorting: false },
  {
    id: 'institution',
    header: 'Institution',
    accessorFn: (user) => user.institutionName ?? '',
    cell: ({ row }) => {
      const { institutionName, institutionStatus } = row.original;
      if (!institutionName) return 'Ingen institution';
      return institutionWithStatus(institutionName, institutionStatus);
    },
  },
  {
    id: 'programs',
    header: 'Programmer',
    accessorFn: (user) => user.programs.join(', '),
    enableSorting: false,
    cell: ({ getValue }) => String(getValue()) || 'Ingen',
  },
  {
    id: 'created',
    header: 'Oprettet',
    accessorFn: (user) => user.createdAt,
    cell: ({ row }) => formatShortDate(row.original.createdAt),
  },
];

/** GetNewestUsers: the people who signed up last, each a link to their user information; paged on the server. */
export function NewestUsers() {
  const table = useServerTable(NEWEST_TABLE);
  const users = useQuery({ ...useAdminQueries(adminOverviewQueries).newest, ...TABLE_QUERY });
  return (
    <Section id="nyeste-brugere" title="Nyeste brugere">
      <QueryPart query={users} what="De nyeste brugere" focusId="nyeste-brugere">
        {() => (
          <ServerDataTable
            table={table}
            query={users}
            columns={columns}
            toolbar={<ExportLink {...EXPORTS.newestUsers} />}
          />
        )}
      </QueryPart>
    </Section>
  );
}
