import type { inferRouterOutputs } from '@trpc/server';
import Link from 'next/link';
import { useRouter } from 'next/router';
import { useCallback } from 'react';
import { DataTable, rowCount } from '@/components/DataTable/DataTable';
import { USER_TABLE } from '@/lib/admin-tables';
import { formatShortDate } from '@/lib/dates';
import { TABLE_QUERY, useServerTable } from '@/lib/client/use-server-table';
import { samePageHref } from '@/lib/table-state';
import type { AppRouter } from '@/server/routers/root';
import { formatCount } from '../number-format';
import { ExportLink } from '../export/ExportLink';
import { foundUsersExport } from '../export/export-links';
import { LoadFailure } from '@/components/LoadFailure/LoadFailure';
import { STATUS_TEXT } from '@/lib/admin/value-texts';
import { userInfoHref } from '@/lib/routes';
import { SEARCH_PARAM, searchTermOf } from './user-link';
import { UserSearchForm } from './UserSearchForm';
import styles from './Users.module.css';
import type { SpecColumn } from '@/components/DataTable/spec-columns';
import type { SortKey } from '@/lib/table-state';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { usersAndInstitutionsQueries } from '@/lib/screens/admin-screens';

type UserRow = NonNullable<inferRouterOutputs<AppRouter>['user']['searchTable']>['rows'][number];

const columns: SpecColumn<UserRow, SortKey<typeof USER_TABLE>>[] = [
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
    accessorFn: (row) => row.programs.join(', '),
    enableSorting: false,
    cell: ({ getValue }) => String(getValue()) || <span className={styles.muted}>Ingen</span>,
  },
  {
    id: 'createdAt',
    header: 'Oprettet',
    accessorKey: 'createdAt',
    cell: ({ row }) => formatShortDate(row.original.createdAt),
  },
];

const people = (n: number) => `${formatCount(n)} ${n === 1 ? 'bruger' : 'brugere'}`;

/**
 * User search by term (SearchUser), each person linking to their information page. The server sends one page
 * of the matches and their number; every match is in "hent alle N som CSV", which streams them.
 */
export function UserSearch() {
  const router = useRouter();
  const term = searchTermOf(router.query) ?? '';
  const table = useServerTable(USER_TABLE);
  const queries = useAdminQueries((q, url) => usersAndInstitutionsQueries(q, url, term));
  const search = useQuery({ ...queries.search, ...TABLE_QUERY, enabled: term !== '' });

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

  // An answer for an earlier term (kept while the new one loads) is not told as this term's.
  const found = search.data?.searchTerm === term ? search.data : undefined;
  const status = !term
    ? ''
    : search.isFetching && !found
      ? 'Søger …'
      : found
        ? `${people(found.total)} fundet for «${term}».`
        : '';

  return (
    <>
      <UserSearchForm term={term} onSearch={onSearch} searching={search.isFetching} />
      <p role="status" aria-live="polite" className={styles.muted}>
        {status}
      </p>
      {term && (search.data === null || (search.isError && !search.data)) ? (
        <LoadFailure
          message="Søgningen kan ikke gennemføres lige nu. Prøv igen om lidt."
          retry={search.refetch}
        />
      ) : null}
      {term && search.data ? (
        <DataTable
          {...table.props(search)}
          caption={`Brugere, der matcher «${term}»`}
          columns={columns}
          getRowId={(row) => row.userId}
          rowHeader="name"
          searchLabel="Filtrér resultatet"
          countText={rowCount('brugere', 'bruger')}
          emptyText={
            table.state.q
              ? `Ingen af de fundne matcher «${table.state.q}».`
              : `Ingen brugere matcher «${term}».`
          }
          toolbar={
            search.data.total > 0 ? <ExportLink {...foundUsersExport(term, search.data.total)} /> : null
          }
        />
      ) : null}
    </>
  );
}
