import type { GetServerSideProps } from 'next';
import { UsersAndInstitutionsScreen } from '@/features/admin/institutions/UsersAndInstitutionsScreen';
import { searchTermOf } from '@/features/admin/users/user-link';
import { AreaScreen } from '@/features/session/AreaScreen';
import { CONFIRMED_TABLE, PENDING_TABLE, USER_TABLE } from '@/lib/admin-tables';
import { parseTableState, tableQuery, type TableSpec } from '@/lib/table-state';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', async (api) => {
    const searchTerm = searchTermOf(context.query);
    // Each table's first page, for the state in the URL: the same input the browser then asks with.
    const input = (spec: TableSpec) => tableQuery(parseTableState(context.query, spec), spec);
    await Promise.all([
      api.institutions.pendingTable.prefetch(input(PENDING_TABLE)),
      api.institutions.confirmedTable.prefetch(input(CONFIRMED_TABLE)),
      api.institutions.getInstitutionFilterData.prefetch(),
      searchTerm ? api.user.searchTable.prefetch({ ...input(USER_TABLE), searchTerm }) : null,
    ]);
    return {};
  });

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Admin brugere og institutioner"
      intro="Godkend institutioner, omdøb eller slet dem, og søg efter brugere."
    >
      <UsersAndInstitutionsScreen />
    </AreaScreen>
  );
}
