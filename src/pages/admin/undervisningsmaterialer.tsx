import type { GetServerSideProps } from 'next';
import { MaterialsScreen } from '@/features/admin/materials/MaterialsScreen';
import { AreaScreen } from '@/features/session/AreaScreen';
import { adminMaterialsQueries } from '@/lib/screens/admin-screens';
import { adminScreen } from '@/server/loaders/screens/admin';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', adminScreen(adminMaterialsQueries));

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Admin undervisningsmaterialer"
      intro="Overblik over hentede undervisningsmaterialer."
    >
      <MaterialsScreen />
    </AreaScreen>
  );
}
