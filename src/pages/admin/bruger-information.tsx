import type { GetServerSideProps } from 'next';
import { emailParam } from '@/features/admin/users/email-param';
import { UserInformationScreen } from '@/features/admin/users/UserInformationScreen';
import { AreaScreen } from '@/features/session/AreaScreen';
import { SIGNUPS_TABLE } from '@/lib/admin-tables';
import { parseTableState, tableQuery } from '@/lib/table-state';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'admin', async (api) => {
    const param = emailParam(context.query);
    if (param.kind !== 'ok') return {};
    // The sign-ups are asked for by the person's userId, which only their record gives: one after the other.
    // The programme names (the programme overview) the record and the sign-ups are told with come alongside.
    const [user] = await Promise.all([
      api.user.getUser.fetch({ email: param.email }).catch(() => null),
      api.user.programOverview.prefetch(),
    ]);
    const table = tableQuery(parseTableState(context.query, SIGNUPS_TABLE), SIGNUPS_TABLE);
    if (user) await api.events.userSignUpsTable.prefetch({ ...table, userId: user.userId });
    return {};
  });

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen site={props} title="Admin bruger informationer" intro="Oplysninger om en bruger.">
      <UserInformationScreen />
    </AreaScreen>
  );
}
