import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { EVENTS_PAGE_SIZE } from '@/features/teacher/programmes/event-list';
import { ProgrammesScreen } from '@/features/teacher/programmes/ProgrammesScreen';
import type { MyPageProps } from '@/server/loaders/navigation';
import { registeredTeacherProps } from '@/server/loaders/teacher-screen';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  registeredTeacherProps(context, async (api) => {
    // What the first view shows: the programmes and the first page of upcoming events (EventList's keys).
    await Promise.all([
      api.user.getPrograms.prefetch(),
      api.events.getMyEventsPage.prefetchInfinite({ when: 'upcoming', limit: EVENTS_PAGE_SIZE }),
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
