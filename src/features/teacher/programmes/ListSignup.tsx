import { useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Feedback } from '@/components/Feedback/Feedback';
import { ErrorSummary } from '@/components/Form/ErrorSummary';
import { FieldFrame } from '@/components/Form/FieldFrame';
import formStyles from '@/components/Form/Form.module.css';
import { summaryFormOptions } from '@/components/Form/form-options';
import { formFieldIds } from '@/components/Form/field-ids';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { useFocusAfterRender } from '@/lib/client/focus-after-render';
import { trpc } from '@/lib/client/trpc';
import { LIST_LABELS, listFormSchema, type ListForm } from './code-and-list-forms';
import { ListPreview } from './ListPreview';
import {
  MAX_LIST_ROWS,
  checkList,
  parsePastedList,
  peopleText,
  withNames,
  type PastedList,
} from './pasted-list';
import styles from './Programmes.module.css';
import type { UserEvent } from './types';
import { useRefresh } from '@/lib/client/refresh';

const HINT = `Én person pr. linje: navn og e-mail adskilt af tabulator, semikolon eller komma. Du kan indsætte rækker direkte fra et regneark eller adresser fra dit mailprogram (Anna Berg <anna@skole.dk>; bo@skole.dk). Højst ${MAX_LIST_ROWS} personer ad gangen.`;

/**
 * "Tilmeld en liste": the teacher pastes or types name and e-mail per line, sees a preview with every row
 * checked, and sends the valid rows once (SignUpToEventByList, all or nothing). A failure keeps the text.
 */
export function ListSignup({ data, titleId }: { data: UserEvent; titleId: string }) {
  const formId = `liste-${data.eventId}`;
  const send = trpc.events.signUpToEventByList.useMutation();
  const refresh = useRefresh().signUps;
  const feedback = useActionFeedback();
  // The pasted list as read, the seats already taken among it, and the names typed in the preview.
  const [read, setRead] = useState<{ list: PastedList; signedUp: string[] } | null>(null);
  const [names, setNames] = useState<Record<string, string>>({});
  const preview = useMemo(
    () =>
      read
        ? checkList(withNames(read.list, names), {
            signedUp: read.signedUp,
            remainingSeats: data.event.remainingSeats,
          })
        : null,
    [read, names, data.event.remainingSeats],
  );
  const setPreview = (next: null) => {
    setRead(next);
    setNames({});
  };
  const previewHeading = useRef<HTMLHeadingElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const form = useForm<ListForm>({
    ...summaryFormOptions(listFormSchema, LIST_LABELS),
    defaultValues: { text: '' },
  });
  const { errors, submitCount } = form.formState;
  const error = errors.text?.message;
  const field = formFieldIds({
    formId,
    name: 'text',
    error,
    hint: HINT,
    required: true,
  });
  const title = data.event.title;

  /**
   * The e-mails known to hold a seat: the teacher's own and their list's. The seat ledger answers only for
   * events open to public sign-up (attendee.emailIsSignedUp), so anyone else already signed up is found when the
   * list is sent: the API refuses it, and the teacher is told.
   */
  const signedUpAmong = (): string[] =>
    [...(data.signedUp ? [data.email] : []), ...(data.signUp?.participants.map((p) => p.email) ?? [])].map(
      (e) => e.toLowerCase(),
    );

  const onPreview = ({ text }: ListForm) => {
    feedback.clear();
    const list = parsePastedList(text);
    const signedUp = list.tooMany ? [] : signedUpAmong();
    setRead({ list, signedUp });
    setNames({});
    // Once the preview is drawn, its heading takes focus, so the person continues from there.
    focusAfterRender(() => previewHeading.current);
  };

  const onSend = async () => {
    if (!preview || send.isPending) return;
    const result = await send
      .mutateAsync({ eventId: data.eventId, participants: preview.participants })
      .catch(() => null);
    if (!result) {
      feedback.show(
        'error',
        'Listen kunne ikke tilmeldes lige nu. Ingen er blevet tilmeldt, og din liste er bevaret. Prøv igen om lidt.',
        true,
      );
      return;
    }
    // No seat count here: the status line above tells the seats left, and stays true after later sign-ups.
    feedback.show('success', `${peopleText(result.added)} er tilmeldt ${title}.`, true);
    setPreview(null);
    form.reset({ text: '' });
    await refresh();
  };

  const text = form.register('text', { onChange: () => setPreview(null) });

  return (
    <div>
      <h4 className={styles.panelTitle} id={`${formId}-titel`}>
        Tilmeld en liste af deltagere
      </h4>
      <form
        id={formId}
        noValidate
        aria-labelledby={`${formId}-titel ${titleId}`}
        onSubmit={(event) => {
          event.preventDefault();
          void form.handleSubmit(onPreview)(event);
        }}
      >
        <ErrorSummary
          formId={formId}
          headingLevel={4}
          errors={error ? [{ id: field.inputId, message: error }] : []}
          focusKey={submitCount}
        />
        <FieldFrame field={field} label={LIST_LABELS.text} required hint={HINT} error={error}>
          <textarea
            {...text}
            {...field.inputProps}
            rows={6}
            spellCheck={false}
            className={`${formStyles.input} ${styles.textarea}`}
          />
        </FieldFrame>
        <button type="submit" className="button button--ghost">
          Vis forhåndsvisning
        </button>
      </form>
      {preview ? (
        <ListPreview
          check={preview}
          headingRef={previewHeading}
          headingId={`${formId}-forhaandsvisning`}
          sending={send.isPending}
          onSend={() => void onSend()}
          names={names}
          onName={(rowKey, name) => setNames((typed) => ({ ...typed, [rowKey]: name }))}
        />
      ) : null}
      <Feedback message={feedback.message} />
    </div>
  );
}
