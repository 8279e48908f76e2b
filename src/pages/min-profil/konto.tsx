import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { ProfileSummary } from '@/features/teacher/ProfileSummary';
import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

export const getServerSideProps: GetServerSideProps<MyPageProps> = (context) =>
  myPageProps(context, 'teacher');

export default function Screen(props: MyPageProps) {
  return (
    <AreaScreen site={props} title="Konto" intro="Dine oplysninger og din institution.">
      <ProfileSummary />
    </AreaScreen>
  );
}
