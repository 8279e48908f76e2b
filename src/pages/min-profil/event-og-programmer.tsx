import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'teacher');

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Programmer og events"
      intro="Dine programmer og tilmeldinger til arrangementer."
    ></AreaScreen>
  );
}
