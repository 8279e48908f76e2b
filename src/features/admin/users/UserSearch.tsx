import type { ColumnDef } from '@tanstack/react-table';
import type { inferRouterOutputs } from '@trpc/server';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import { rowCount } from '@/components/DataTable/DataTable';
import { UrlDataTable } from '@/components/DataTable/UrlDataTable';
import { formatShortDate } from '@/lib/dates';
import { useRefetchOnReload } from '@/lib/client/reload-counters';
import { trpc } from '@/lib/client/trpc';
import { samePageHref, type TableSpec } from '@/lib/table-state';
import type { AppRouter } from '@/server/routers/root';
import { ExportLink } from '../export/ExportLink';
import { foundUsersExport } from '../export/export-links';
import { LoadProblem } from '../LoadProblem';
import { programList, type ProgramNames } from '../program-names';
import { useProgramNames } from '../use-program-names';
import { STATUS_TEXT } from './status-text';
import { userInfoHref } from '@/lib/routes';
import { SEARCH_PARAM, searchTermOf } from './user-link';
import { UserSearchForm } from './UserSearchForm';
import styles from './Users.module.css';

type UserRow = NonNullable<inferRouterOutputs<AppRouter>['user']['searchUser']>[number];

export const USER_TABLE: TableSpec = {
  prefix: 'bruger',
  sortable: ['name', 'email', 'institution', 'createdAt'],
  defaultSort: { id: 'name', desc: false },
};

const columnsFor = (programNames: ProgramNames): ColumnDef<UserRow, unknown>[] => [
  {
    id: 'name',
    header: 'Navn',
    accessorKey: 'name',
    cell: ({ row }) => <Link href={userInfoHref(row.original.email)}>{row.original.name}</Link>,
  },
  { id: 'email', header: 'E-mail', accessorKey: 'email' },
  {
    id: 'institution',
    header: 'Institution',
    accessorFn: (row) => row.institutionName ?? '',
    cell: ({ row }) =>
      row.original.institutionName ? (
        <>
          {row.original.institutionName}
          {row.original.institutionStatus === 'pending' ? (
            <span className={styles.muted}> ({STATUS_TEXT.pending.toLowerCase()})</span>
          ) : null}
        </>
      ) : (
        <span className={styles.muted}>Ingen</span>
      ),
  },
  {
    id: 'programs',
    header: 'Programmer',
    accessorFn: (row) => programList(programNames, row.programs),
    enableSorting: false,
    cell: ({ getValue }) => String(getValue()) || <span className={styles.muted}>Ingen</span>,
  },
  {
    id: 'createdAt',
    header: 'Oprettet',
    accessorKey: 'createdAt',
    enableGlobalFilter: false,
    cell: ({ row }) => formatShortDate(row.original.createdAt),
  },
];

/** User search by term (SearchUser), each person linking to their information page. */
export function UserSearch() {
  const router = useRouter();
  const term = searchTermOf(router.query) ?? '';
  // The names are for the results' programme column: not asked for until there is a search.
  const programNames = useProgramNames({ enabled: term !== '' });
  const columns = useMemo(() => columnsFor(programNames), [programNames]);
  const search = trpc.user.searchUser.useQuery({ searchTerm: term }, { enabled: term !== '' });
  // refetch() would run even a disabled query: only when there is a term to search for.
  const { refetch } = search;
  const reload = useCallback(() => (term ? refetch() : undefined), [term, refetch]);
  useRefetchOnReload('adminSearch', reload);

  const onSearch = useCallback(
    (next: string) => {
      // A new search starts the results table afresh (its own parameters are dropped).
      const query = Object.fromEntries(
        Object.entries(router.query).filter(([key]) => !key.startsWith(`${USER_TABLE.prefix}.`)),
      );
      void router.push(samePageHref(router.asPath, { ...query, [SEARCH_PARAM]: next }), undefined, {
        shallow: true,
        scroll: false,
      });
    },
    [router],
  );

  const found = search.data;
  const status = !term
    ? ''
    : search.isFetching && !found
      ? 'Søger …'
      : found
        ? `${found.length} ${found.length === 1 ? 'bruger' : 'brugere'} fundet for «${term}».`
        : '';

  return (
    <>
      <UserSearchForm term={term} onSearch={onSearch} searching={search.isFetching} />
      <p role="status" aria-live="polite" className={styles.muted}>
        {status}
      </p>
      {term && (found === null || (search.isError && !found)) ? (
        <LoadProblem onRetry={() => void search.refetch()}>
          Søgningen kan ikke gennemføres lige nu. Prøv igen om lidt.
        </LoadProblem>
      ) : null}
      {term && found ? (
        <UrlDataTable
          spec={USER_TABLE}
          caption={`Brugere, der matcher «${term}»`}
          columns={columns}
          data={found}
          getRowId={(row) => row.userId}
          rowHeader="name"
          searchLabel="Filtrér resultatet"
          countText={rowCount('brugere', 'bruger')}
          emptyText={`Ingen brugere matcher «${term}».`}
          toolbar={<ExportLink {...foundUsersExport(term)} />}
        />
      ) : null}
    </>
  );
}
