import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { ProgrammesScreen } from '@/features/teacher/programmes/ProgrammesScreen';
import type { MyPageProps } from '@/server/loaders/navigation';
import { registeredTeacherProps } from '@/server/loaders/teacher-screen';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  registeredTeacherProps(context, async (api) => {
    // What the first view shows: the programmes and every event list (input-less queries: same keys).
    await Promise.all([
      api.user.getPrograms.prefetch(),
      api.events.getEvents.prefetch(),
      api.events.getRelevantEvents.prefetch(),
      api.events.getSignUpsForUser.prefetch(),
    ]);
    return {};
  });

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
