import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';

import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'teacher');

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Min Oversigt"
      intro="Dine genveje, dine seneste tilmeldinger, relevante arrangementer og dine aktive programmer."
    ></AreaScreen>
  );
}
