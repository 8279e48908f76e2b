import type { GetServerSideProps } from 'next';
import { EventsScreen } from '@/features/admin/events/EventsScreen';
import { AreaScreen } from '@/features/session/AreaScreen';
import { EVENTS_TABLE } from '@/lib/admin-tables';
import { parseTableState, tableQuery } from '@/lib/table-state';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', async (api) => {
    // The table's first page, for the state in the URL: the same input the browser then asks with.
    await api.events.adminTable.prefetch(
      tableQuery(parseTableState(context.query, EVENTS_TABLE), EVENTS_TABLE),
    );
    return {};
  });

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen site={props} title="Admin events" intro="Arrangementer og tilmeldinger.">
      <EventsScreen />
    </AreaScreen>
  );
}
