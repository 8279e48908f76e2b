import { Feedback } from '@/components/Feedback/Feedback';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { formatShortDate } from '@/lib/dates';
import { trpc } from '@/lib/client/trpc';
import type { TeacherUser } from '../institutions/types';
import { useInstitutionRefresh } from '../institutions/use-institution-refresh';
import styles from './Account.module.css';

/**
 * "I still teach there": ReAffirmInstitution sets the institution's affirmation date to today. An institution
 * affirmed today (just chosen, created or affirmed) is not asked about again: only the outcome stays.
 */
export function ReAffirmInstitution({ user }: { user: TeacherUser }) {
  const feedback = useActionFeedback();
  const refresh = useInstitutionRefresh();
  const reAffirm = trpc.user.reAffirmInstitution.useMutation();
  const name = user.institution?.name ?? 'din institution';

  const confirm = async () => {
    if (reAffirm.isPending) return;
    const updated = await reAffirm.mutateAsync().catch(() => null);
    if (!updated) {
      feedback.show('error', 'Din institution kunne ikke bekræftes lige nu. Prøv igen om lidt.');
      return;
    }
    // The question and its button go away (affirmed today): the message takes focus, so focus is not lost.
    const date = updated.institutionAffirmedAt ? ` (${formatShortDate(updated.institutionAffirmedAt)})` : '';
    feedback.show('success', `Tak. Du har bekræftet, at du underviser på ${name}${date}.`, true);
    await refresh(updated);
  };

  const affirmedToday =
    user.institutionAffirmedAt !== null &&
    formatShortDate(user.institutionAffirmedAt) === formatShortDate(new Date());

  return (
    <div className={affirmedToday ? undefined : styles.affirm}>
      {affirmedToday ? null : (
        <>
          <p>
            Underviser du stadig på {name}? Bekræft det, så fonden ved, at dine oplysninger er opdaterede.
          </p>
          <button
            type="button"
            className="button"
            aria-disabled={reAffirm.isPending}
            onClick={() => void confirm()}
          >
            {reAffirm.isPending ? 'Bekræfter …' : 'Bekræft min institution'}
          </button>
        </>
      )}
      <Feedback message={feedback.message} />
    </div>
  );
}
