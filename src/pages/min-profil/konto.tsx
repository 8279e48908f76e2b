import { TRPCError } from '@trpc/server';
import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { AccountScreen } from '@/features/teacher/account/AccountScreen';
import { FIRST_SEARCH } from '@/lib/institution-filter';
import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

type Props = MyPageProps & { registered: boolean };

// Whether the person has a record decides what Konto shows, so that answer is waited for past the deadline.
export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  myPageProps(
    context,
    'teacher',
    async (api) => {
      // The institution lists get the rest of the screen's deadline (docs/decisions/0011); prefetches never throw.
      void api.institutions.searchConfirmed.prefetch(FIRST_SEARCH);
      void api.institutions.getInstitutionFilterData.prefetch();
      try {
        await api.user.getUser.fetch();
        return { registered: true };
      } catch (error) {
        // No product record yet (docs/decisions/0010): Konto points to the sign-up on Min profil.
        if (!(error instanceof TRPCError) || error.code !== 'NOT_FOUND') throw error;
        return { registered: false };
      }
    },
    'wait',
  );

export default function Screen(props: Props) {
  return (
    <AreaScreen site={props} title="Konto" intro="Dine oplysninger og din institution.">
      <AccountScreen registered={props.registered} />
    </AreaScreen>
  );
}
