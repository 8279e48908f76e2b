import { TRPCError } from '@trpc/server';
import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { StartScreen, type StartStage } from '@/features/teacher/start/StartScreen';
import { safeReturnTo } from '@/server/auth/return-to';
import { FIRST_SEARCH } from '@/lib/institution-filter';
import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

type Props = MyPageProps & { stage: StartStage; returnTo: string | null };

// The step to show hangs on the person's record, so that answer is waited for past the deadline.
export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  myPageProps(
    context,
    'teacher',
    async (api) => {
      // Where the person came from to sign up (a material's "Hent"), a path on this site, or nothing.
      const returnTo = safeReturnTo(context.query.tilbage, '') || null;
      // The institution lists are not waited for here: they get the rest of the screen's deadline
      // (docs/decisions/0011), and a late one loads in the browser. Prefetches never throw.
      const lists = () => {
        void api.institutions.searchConfirmed.prefetch(FIRST_SEARCH);
        void api.institutions.getInstitutionFilterData.prefetch();
      };
      try {
        const user = await api.user.getUser.fetch();
        if (user?.institutionId) return { stage: 'profile' as StartStage, returnTo };
        lists();
        return { stage: 'link-institution' as StartStage, returnTo };
      } catch (error) {
        // No product record yet (docs/decisions/0010): the sign-up for the programme, not a failure.
        if (!(error instanceof TRPCError) || error.code !== 'NOT_FOUND') throw error;
        lists();
        return { stage: 'signup' as StartStage, returnTo };
      }
    },
    'wait',
  );

export default function Screen(props: Props) {
  return (
    <AreaScreen site={props} title="Min profil" intro="Velkommen til Min profil.">
      <StartScreen
        initialStage={props.stage}
        viewerName={props.viewer.name ?? ''}
        returnTo={props.returnTo}
      />
    </AreaScreen>
  );
}
