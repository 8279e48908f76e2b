import type { GetServerSideProps } from 'next';
import { UsersAndInstitutionsScreen } from '@/features/admin/institutions/UsersAndInstitutionsScreen';
import { searchTermOf } from '@/features/admin/users/user-link';
import { AreaScreen } from '@/features/session/AreaScreen';
import { loadUsersAndInstitutions } from '@/server/loaders/screens/admin';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', loadUsersAndInstitutions(searchTermOf(context.query)));

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
