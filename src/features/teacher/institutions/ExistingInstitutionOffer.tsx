import { Feedback } from '@/components/Feedback/Feedback';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { trpc } from '@/lib/client/trpc';
import { INSTITUTION_FAILURE } from './ChooseInstitutionForm';
import styles from './Institutions.module.css';
import type { ConfirmedInstitution, TeacherUser } from './types';
import { useInstitutionRefresh } from './use-institution-refresh';

/** After "that name is taken": link the person to the confirmed institution of that name instead. */
export function ExistingInstitutionOffer({
  institution,
  onLinked,
}: {
  institution: ConfirmedInstitution;
  onLinked: (user: TeacherUser) => void;
}) {
  const feedback = useActionFeedback();
  const refresh = useInstitutionRefresh();
  const update = trpc.user.updateInstitution.useMutation();
  const link = async () => {
    if (update.isPending) return;
    const user = await feedback.run(() => update.mutateAsync({ institutionId: institution.id }), {
      success: `Din institution er nu ${institution.name}.`,
      failure: INSTITUTION_FAILURE,
      focusOnError: true,
    });
    if (!user) return;
    await refresh(user);
    onLinked(user);
  };
  return (
    <div className={styles.offer}>
      <p>
        <strong>{institution.name}</strong>
        <br />
        {[institution.segment, [institution.zip, institution.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(' · ')}
      </p>
      <button type="button" className="button" aria-disabled={update.isPending} onClick={() => void link()}>
        {update.isPending ? 'Gemmer …' : `Brug ${institution.name}`}
      </button>
      <Feedback message={feedback.message} />
    </div>
  );
}
