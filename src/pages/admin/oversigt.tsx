import type { GetServerSideProps } from 'next';
import { OverviewScreen } from '@/features/admin/overview/OverviewScreen';
import { AreaScreen } from '@/features/session/AreaScreen';
import { adminOverviewQueries } from '@/lib/screens/admin-screens';
import { adminScreen } from '@/server/loaders/screens/admin';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', adminScreen(adminOverviewQueries));

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Admin Dashboard"
      intro="Nyeste brugere, programdata og overblik over institutioner."
    >
      <OverviewScreen />
    </AreaScreen>
  );
}
