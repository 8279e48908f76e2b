import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) => myPageProps(context, 'admin');

export default function Screen(props: MyPageProps) {
  return <AreaScreen site={props} title="Admin events" intro="Arrangementer og tilmeldinger."></AreaScreen>;
}
