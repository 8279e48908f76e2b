import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { ProfileSummary } from '@/features/teacher/ProfileSummary';
import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'teacher');

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen
      site={props}
      title="Min profil"
      intro="Velkommen til Min profil. Herfra kommer du til din oversigt, dine materialer, dine programmer og arrangementer og din konto."
    >
      <ProfileSummary />
    </AreaScreen>
  );
}
