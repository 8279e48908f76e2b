import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { loadMaterials } from '@/features/teacher/materials/materials-loader';
import { MaterialsScreen } from '@/features/teacher/materials/MaterialsScreen';
import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'teacher', loadMaterials);

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Undervisningsmaterialer"
      intro="Dine undervisningsmaterialer: lås op med din skole eller en materialekode, og hent dem her."
    >
      <MaterialsScreen />
    </AreaScreen>
  );
}
