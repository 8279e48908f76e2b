import type { ColumnDef } from '@tanstack/react-table';
import { useMemo } from 'react';
import type { z } from 'zod';
import { AppLink } from '@/components/AppLink/AppLink';
import { rowCount } from '@/components/DataTable/DataTable';
import { UrlDataTable } from '@/components/DataTable/UrlDataTable';
import { trpc } from '@/lib/client/trpc';
import { formatShortDate } from '@/lib/dates';
import type { TableSpec } from '@/lib/table-state';
import type { userList } from '@/server/upstream/product/user-schemas';
import { userInfoHref } from '@/lib/routes';
import { danishText, timeOf } from '../charts/columns';
import { QueryPart } from '../charts/LoadFailure';
import { Section } from '../charts/Section';
import { ExportLink } from '../export/ExportLink';
import { EXPORTS } from '../export/export-links';
import { programList, type ProgramNames } from '../program-names';
import { useProgramNames } from '../use-program-names';
import { institutionWithStatus } from '../users/status-text';

type UserSummary = z.infer<typeof userList>[number];

const spec: TableSpec = {
  prefix: 'nye',
  sortable: ['name', 'institution', 'created'],
  defaultSort: { id: 'created', desc: true },
};

/** The columns, with the programmes told by their names (GetProgramData, on the same screen) when known. */
const columnsFor = (programNames: ProgramNames): ColumnDef<UserSummary, unknown>[] => [
  {
    id: 'name',
    header: 'Navn',
    accessorFn: (user) => user.name,
    sortingFn: danishText,
    cell: ({ row }) => <AppLink href={userInfoHref(row.original.email)}>{row.original.name}</AppLink>,
  },
  { id: 'email', header: 'E-mail', accessorFn: (user) => user.email, enableSorting: false },
  {
    id: 'institution',
    header: 'Institution',
    accessorFn: (user) => user.institutionName ?? '',
    sortingFn: danishText,
    cell: ({ row }) => {
      const { institutionName, institutionStatus } = row.original;
      if (!institutionName) return 'Ingen institution';
      return institutionWithStatus(institutionName, institutionStatus);
    },
  },
  {
    id: 'programs',
    header: 'Programmer',
    accessorFn: (user) => programList(programNames, user.programs),
    enableSorting: false,
    cell: ({ getValue }) => String(getValue()) || 'Ingen',
  },
  {
    id: 'created',
    header: 'Oprettet',
    accessorFn: (user) => timeOf(user.createdAt),
    sortingFn: 'basic',
    enableGlobalFilter: false,
    cell: ({ row }) => formatShortDate(row.original.createdAt),
  },
];

/** GetNewestUsers: the people who signed up last, each a link to their user information. */
export function NewestUsers() {
  const users = trpc.user.getNewestUsers.useQuery();
  const programNames = useProgramNames();
  const columns = useMemo(() => columnsFor(programNames), [programNames]);
  return (
    <Section id="nyeste-brugere" title="Nyeste brugere">
      <QueryPart query={users} what="De nyeste brugere" focusId="nyeste-brugere">
        {(data) => (
          <UrlDataTable
            spec={spec}
            caption="De nyeste brugere"
            columns={columns}
            data={data}
            getRowId={(user) => user.userId}
            rowHeader="name"
            searchLabel="Søg blandt de nyeste brugere"
            pageSize={5}
            countText={rowCount('brugere')}
            emptyText="Ingen brugere passer til søgningen."
            toolbar={<ExportLink {...EXPORTS.newestUsers} />}
          />
        )}
      </QueryPart>
    </Section>
  );
}
