import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { loadOverview } from '@/server/loaders/screens/teacher-overview';
import { OverviewScreen } from '@/features/teacher/overview/OverviewScreen';
import type { MyPageProps } from '@/server/loaders/navigation';
import { registeredTeacherProps } from '@/server/loaders/teacher-screen';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  registeredTeacherProps(context, loadOverview);

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Min Oversigt"
      intro="Dine næste skridt, dine seneste tilmeldinger, relevante arrangementer, dine aktive programmer og dine genveje."
    >
      <OverviewScreen quicklinks={props.quicklinks} />
    </AreaScreen>
  );
}
