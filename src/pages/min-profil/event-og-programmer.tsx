import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { ProgrammesScreen } from '@/features/teacher/programmes/ProgrammesScreen';
import type { MyPageProps } from '@/server/loaders/navigation';
import { loadProgrammes } from '@/server/loaders/screens/teacher-programmes';
import { registeredTeacherProps } from '@/server/loaders/teacher-screen';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  registeredTeacherProps(context, loadProgrammes);

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Programmer og events"
      intro="Dine programmer og tilmeldinger til arrangementer."
    >
      <ProgrammesScreen />
    </AreaScreen>
  );
}
