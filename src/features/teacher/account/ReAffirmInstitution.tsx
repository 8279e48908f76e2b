import { Feedback } from '@/components/Feedback/Feedback';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { formatShortDate } from '@/lib/dates';
import { trpc } from '@/lib/client/trpc';
import type { TeacherUser } from '../institutions/types';
import { useInstitutionRefresh } from '../institutions/use-institution-refresh';
import styles from './Account.module.css';

/** "I still teach there": ReAffirmInstitution sets the institution's affirmation date to today. */
export function ReAffirmInstitution({ user }: { user: TeacherUser }) {
  const feedback = useActionFeedback();
  const refresh = useInstitutionRefresh();
  const reAffirm = trpc.user.reAffirmInstitution.useMutation();
  const name = user.institution?.name ?? 'din institution';

  const confirm = async () => {
    if (reAffirm.isPending) return;
    const updated = await feedback.run(() => reAffirm.mutateAsync(), {
      success: (answer) =>
        `Tak. Du har bekræftet, at du underviser på ${name}${
          answer.institutionAffirmedAt ? ` (${formatShortDate(answer.institutionAffirmedAt)})` : ''
        }.`,
      failure: 'Din institution kunne ikke bekræftes lige nu. Prøv igen om lidt.',
    });
    if (updated) await refresh(updated);
  };

  return (
    <div className={styles.affirm}>
      <p>Underviser du stadig på {name}? Bekræft det, så fonden ved, at dine oplysninger er opdaterede.</p>
      <button
        type="button"
        className="button"
        aria-disabled={reAffirm.isPending}
        onClick={() => void confirm()}
      >
        {reAffirm.isPending ? 'Bekræfter …' : 'Bekræft min institution'}
      </button>
      <Feedback message={feedback.message} />
    </div>
  );
}
