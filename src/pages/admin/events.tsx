import type { GetServerSideProps } from 'next';
import { EventsScreen } from '@/features/admin/events/EventsScreen';
import { AreaScreen } from '@/features/session/AreaScreen';
import { adminEventsQueries } from '@/lib/screens/admin-screens';
import { adminScreen } from '@/server/loaders/screens/admin';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', adminScreen(adminEventsQueries));

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen site={props} title="Admin events" intro="Arrangementer og tilmeldinger.">
      <EventsScreen />
    </AreaScreen>
  );
}
