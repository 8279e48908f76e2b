import type { GetServerSideProps } from 'next';
import { OverviewScreen } from '@/features/admin/overview/OverviewScreen';
import { AreaScreen } from '@/features/session/AreaScreen';
import { NEWEST_TABLE } from '@/lib/admin-tables';
import { parseTableState, tableQuery } from '@/lib/table-state';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', async (api) => {
    await Promise.all([
      api.user.newestTable.prefetch(tableQuery(parseTableState(context.query, NEWEST_TABLE), NEWEST_TABLE)),
      api.user.programOverview.prefetch(),
      api.institutions.overviewSummary.prefetch(),
    ]);
    return {};
  });

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Admin Dashboard"
      intro="Nyeste brugere, programdata og overblik over institutioner."
    >
      <OverviewScreen />
    </AreaScreen>
  );
}
