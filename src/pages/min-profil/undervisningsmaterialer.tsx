import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { loadMaterials } from '@/server/loaders/screens/teacher-materials';
import { MaterialsScreen } from '@/features/teacher/materials/MaterialsScreen';
import type { MyPageProps } from '@/server/loaders/navigation';
import { registeredTeacherProps } from '@/server/loaders/teacher-screen';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  registeredTeacherProps(context, loadMaterials);

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
