import { useForm } from 'react-hook-form';
import { Feedback } from '@/components/Feedback/Feedback';
import { ErrorSummary } from '@/components/Form/ErrorSummary';
import { summaryFormOptions } from '@/components/Form/form-options';
import { TextField, textFieldsOf } from '@/components/Form/TextField';
import { summaryErrors } from '@/components/Form/field-ids';
import { failureText, useActionFeedback } from '@/lib/client/action-feedback';
import { trpc } from '@/lib/client/trpc';
import { formatDateTime } from '@/lib/dates';
import { CODE_LABELS, codeFormSchema, type CodeForm } from './code-and-list-forms';
import styles from './Programmes.module.css';
import { EVENT_REFUSALS } from './refusal-texts';
import type { UserEvent } from './types';
import { useRefresh } from '@/lib/client/refresh';

const FAILED = 'Koden kunne ikke behandles lige nu. Prøv igen om lidt.';

/**
 * "Deltagerkode" for an event that requires one: check it (CheckEventCode, changes nothing), redeem it
 * (ValidateCode, raw: the precise reason is told) and hand in a submission with it (CreateSubmission).
 * Enter in the code field redeems it, the step the person is here for; once it is redeemed, Enter checks.
 */
export function CodeSection({
  data,
  onRedeemed,
}: {
  data: UserEvent;
  /** Tells that this event's code is redeemed, where the sign-up it opens is. */
  onRedeemed: (text: string) => void;
}) {
  const formId = `kode-${data.eventId}`;
  const feedback = useActionFeedback();
  const check = trpc.redeemCode.checkEventCode.useMutation();
  const redeem = trpc.redeemCode.validateCode.useMutation();
  const submit = trpc.events.createSubmission.useMutation();
  const refresh = useRefresh().signUps;
  const form = useForm<CodeForm>({
    ...summaryFormOptions(codeFormSchema, CODE_LABELS),
    defaultValues: { code: '' },
  });
  const { errors, submitCount } = form.formState;
  const busy = check.isPending || redeem.isPending || submit.isPending;
  const title = data.event.title;

  /** Which event a code belongs to, or null when the check itself failed (told already). */
  const belongsTo = async (code: string) => {
    const answer = await check.mutateAsync({ code }).catch(() => null);
    if (!answer) feedback.show('error', FAILED, true);
    return answer;
  };

  const onCheck = async ({ code }: CodeForm) => {
    const answer = await belongsTo(code);
    if (!answer) return;
    if (!answer.valid || !answer.eventId)
      feedback.show('error', EVENT_REFUSALS['invalid-code'] ?? FAILED, true);
    else if (answer.eventId === data.eventId)
      feedback.show(
        'success',
        data.codeValidated
          ? `Koden passer til ${title}.`
          : `Koden passer til ${title}. Vælg Indløs kode for at bruge den.`,
      );
    else {
      const other = typeof answer.eventTitle === 'string' ? `: ${answer.eventTitle}` : '';
      feedback.show('error', `Koden hører til et andet arrangement${other}.`, true);
    }
  };

  const onRedeem = async ({ code }: CodeForm) => {
    try {
      const result = await redeem.mutateAsync({ code });
      if (!result) {
        feedback.show('error', FAILED, true);
        return;
      }
      feedback.clear();
      // The redeem button goes away: the message takes focus, just above "Tilmeld mig".
      if (result.eventId === data.eventId)
        onRedeemed(`Koden er indløst til ${title}. Du kan nu tilmelde dig.`);
      else feedback.show('success', `Koden er indløst til ${result.eventTitle}.`);
      await refresh();
    } catch (error) {
      feedback.show('error', failureText(error, { failure: FAILED, reasons: EVENT_REFUSALS }), true);
    }
  };

  const onSubmitWithCode = async ({ code }: CodeForm) => {
    // CreateSubmission answers null on any refusal: the check first tells a wrong code precisely.
    const answer = await belongsTo(code);
    if (!answer) return;
    if (!answer.valid || answer.eventId !== data.eventId) {
      feedback.show('error', EVENT_REFUSALS['invalid-code'] ?? FAILED, true);
      return;
    }
    const submission = await submit.mutateAsync({ code, eventId: data.eventId }).catch(() => null);
    if (!submission) {
      feedback.show('error', 'Afleveringen kunne ikke oprettes lige nu. Prøv igen om lidt.', true);
      return;
    }
    // The hand-in button goes away: the message takes focus.
    feedback.show('success', `Din aflevering til ${title} er oprettet.`, true);
    await refresh();
  };

  const act = (handler: (values: CodeForm) => Promise<void>) => () => {
    if (!busy) void form.handleSubmit(handler)();
  };

  const onEnter = data.codeValidated ? onCheck : onRedeem;
  return (
    <div>
      <h4 className={styles.panelTitle}>Deltagerkode</h4>
      <p className={styles.status}>
        {data.codeValidated
          ? `Du har indløst koden${data.codeValidatedAt ? ` ${formatDateTime(data.codeValidatedAt)}` : ''}.`
          : 'Arrangementet kræver en deltagerkode, som du har fået af fonden. Indløs koden, før du tilmelder dig.'}
      </p>
      <p className={styles.note}>
        Skal I aflevere til arrangementet, gør du det også med koden: «Aflever med kode» melder jeres
        aflevering til fonden. Du kan aflevere én gang, og du behøver ikke være tilmeldt.{' '}
        <strong>
          {data.submission
            ? `Afleveret ${formatDateTime(data.submission.createdAt)}.`
            : 'Ingen aflevering endnu.'}
        </strong>
      </p>
      <form
        id={formId}
        noValidate
        aria-label={`Deltagerkode til ${title}`}
        onSubmit={(event) => {
          event.preventDefault();
          act(onEnter)();
        }}
      >
        <ErrorSummary
          formId={formId}
          headingLevel={4}
          errors={summaryErrors(formId, ['code'], errors)}
          focusKey={submitCount}
        />
        <TextField
          {...textFieldsOf(formId, form, CODE_LABELS)('code')}
          required
          autoComplete="off"
          spellCheck={false}
        />
        <div className={styles.actions}>
          {data.codeValidated ? null : (
            <button type="submit" className="button" aria-disabled={busy}>
              {redeem.isPending ? 'Indløser …' : 'Indløs kode'}
            </button>
          )}
          <button
            type={data.codeValidated ? 'submit' : 'button'}
            className="button button--ghost"
            aria-disabled={busy}
            onClick={data.codeValidated ? undefined : act(onCheck)}
          >
            {check.isPending ? 'Tjekker …' : 'Tjek kode'}
          </button>
          {data.submission ? null : (
            <button type="button" className="button" aria-disabled={busy} onClick={act(onSubmitWithCode)}>
              {submit.isPending ? 'Afleverer …' : 'Aflever med kode'}
            </button>
          )}
        </div>
      </form>
      <Feedback message={feedback.message} />
    </div>
  );
}
