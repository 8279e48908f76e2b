import { failureText, type ActionFeedback, type ActionTexts } from '@/lib/client/action-feedback';
import { isConfirmCancelled } from '@/lib/client/modals';

/**
 * feedback.run for a change that removes or replaces the control the admin used (a deleted row, a closed
 * form): the same Danish texts, and the message can take focus on success too, so focus never falls to
 * <body>. A cancelled confirmation says nothing; a failure always takes focus.
 */
export async function runAction<T>(
  feedback: ActionFeedback,
  action: () => Promise<T>,
  texts: ActionTexts<T> & { focusOnSuccess?: boolean },
): Promise<NonNullable<T> | null> {
  try {
    const result = await action();
    if (result === null || result === undefined) {
      feedback.show('error', texts.failure, texts.focusOnError ?? true);
      return null;
    }
    const value = result as NonNullable<T>;
    const text = typeof texts.success === 'function' ? texts.success(value) : texts.success;
    feedback.show('success', text, texts.focusOnSuccess ?? false);
    return value;
  } catch (error) {
    if (isConfirmCancelled(error)) return null;
    feedback.show('error', failureText(error, texts), texts.focusOnError ?? true);
    return null;
  }
}

/** "3 brugere mister deres tilknytning" in Danish number agreement. */
export function usersLosingText(count: number): string {
  if (count === 0) return 'Ingen brugere er tilknyttet den.';
  if (count === 1) return '1 bruger mister sin tilknytning og skal vælge institution igen.';
  return `${count} brugere mister deres tilknytning og skal vælge institution igen.`;
}
