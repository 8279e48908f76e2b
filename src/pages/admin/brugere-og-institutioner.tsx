import type { GetServerSideProps } from 'next';
import { UsersAndInstitutionsScreen } from '@/features/admin/institutions/UsersAndInstitutionsScreen';
import { searchTermOf } from '@/features/admin/users/user-link';
import { AreaScreen } from '@/features/session/AreaScreen';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', async (api) => {
    const searchTerm = searchTermOf(context.query);
    await Promise.all([
      api.institutions.getPendingInstitutions.prefetch(),
      api.institutions.getConfirmedInstitutions.prefetch(),
      api.institutions.getInstitutionOverview.prefetch(),
      api.institutions.getInstitutionFilterData.prefetch(),
      searchTerm ? api.user.searchUser.prefetch({ searchTerm }) : null,
      // The results tell their programmes by name.
      searchTerm ? api.user.getProgramData.prefetch() : null,
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
