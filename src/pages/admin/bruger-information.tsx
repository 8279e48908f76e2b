import type { GetServerSideProps } from 'next';
import { emailParam } from '@/features/admin/users/email-param';
import { UserInformationScreen } from '@/features/admin/users/UserInformationScreen';
import { AreaScreen } from '@/features/session/AreaScreen';
import { loadUserInformation } from '@/server/loaders/screens/admin';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) => {
  const param = emailParam(context.query);
  return myPageProps(context, 'admin', loadUserInformation(param.kind === 'ok' ? param.email : null));
};

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen site={props} title="Admin bruger informationer" intro="Oplysninger om en bruger.">
      <UserInformationScreen />
    </AreaScreen>
  );
}
