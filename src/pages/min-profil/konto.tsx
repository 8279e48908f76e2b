import { TRPCError } from '@trpc/server';
import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { AccountScreen } from '@/features/teacher/account/AccountScreen';
import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

type Props = MyPageProps & { registered: boolean };

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  myPageProps(context, 'teacher', async (api) => {
    try {
      await Promise.all([
        api.user.getUser.fetch(),
        api.institutions.getConfirmedInstitutions.prefetch(),
        api.institutions.getInstitutionFilterData.prefetch(),
      ]);
      return { registered: true };
    } catch (error) {
      // No product record yet (docs/decisions/0010): Konto points to the sign-up on Min profil.
      if (!(error instanceof TRPCError) || error.code !== 'NOT_FOUND') throw error;
      return { registered: false };
    }
  });

export default function Screen(props: Props) {
  return (
    <AreaScreen site={props} title="Konto" intro="Dine oplysninger og din institution.">
      <AccountScreen registered={props.registered} />
    </AreaScreen>
  );
}
