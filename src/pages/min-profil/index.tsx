import { TRPCError } from '@trpc/server';
import type { GetServerSideProps } from 'next';
import { AreaScreen } from '@/features/session/AreaScreen';
import { StartScreen, type StartStage } from '@/features/teacher/start/StartScreen';
import { myPageProps, type MyPageProps } from '@/server/loaders/navigation';

type Props = MyPageProps & { stage: StartStage };

export const getServerSideProps: GetServerSideProps<Props> = (context) =>
  myPageProps(context, 'teacher', async (api) => {
    const lists = () =>
      Promise.all([
        api.institutions.getConfirmedInstitutions.prefetch(),
        api.institutions.getInstitutionFilterData.prefetch(),
      ]);
    try {
      const user = await api.user.getUser.fetch();
      if (user?.institutionId) return { stage: 'profile' as StartStage };
      await lists();
      return { stage: 'link-institution' as StartStage };
    } catch (error) {
      // No product record yet (docs/decisions/0010): the sign-up for the programme, not a failure.
      if (!(error instanceof TRPCError) || error.code !== 'NOT_FOUND') throw error;
      await lists();
      return { stage: 'signup' as StartStage };
    }
  });

export default function Screen(props: Props) {
  return (
    <AreaScreen site={props} title="Min profil" intro="Velkommen til Min profil.">
      <StartScreen initialStage={props.stage} viewerName={props.viewer.name ?? ''} />
    </AreaScreen>
  );
}
