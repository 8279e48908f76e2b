import type { GetServerSideProps } from 'next';
import { EventsScreen } from '@/features/admin/events/EventsScreen';
import { AreaScreen } from '@/features/session/AreaScreen';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', async (api) => {
    await api.user.getProgramData.prefetch();
    return {};
  });

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen site={props} title="Admin events" intro="Arrangementer og tilmeldinger.">
      <EventsScreen />
    </AreaScreen>
  );
}
