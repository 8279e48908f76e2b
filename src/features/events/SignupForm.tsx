import { useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { summaryFormOptions } from '@/components/Form/form-options';
import { TextField, textFieldsOf } from '@/components/Form/TextField';
import { SummaryForm, useFormSummary } from '@/components/Form/SummaryForm';
import { useContactEmail } from '@/lib/client/contact-email';
import { useFocusAfterRender } from '@/lib/client/focus-after-render';
import { trpc } from '@/lib/client/trpc';
import {
  EVENT_SIGNUP_LABELS,
  eventSignupFormSchema,
  type EventSignupForm,
  type EventSignupFormInput,
} from '@/lib/validation';
import styles from './EventPage.module.css';
import { SIGNUP_REFUSALS, signupRefusalOf, type SignupRefusal } from './refusals';
import { useSignupChallenge } from './SignupChallenge';
import { rememberSignUp } from './use-event-memory';
import { seatsText } from './use-remaining-seats';

export interface SignupSuccess {
  name: string;
  email: string;
  remainingSeats: number;
}

export interface SignupFormProps {
  eventId: string;
  /** The event page's path: the server checks there that the event is open to public sign-up. */
  pagePath: string;
  remaining: number | null;
  /** The id of the heading that names the form. */
  titleId: string;
  onSignedUp: (success: SignupSuccess) => void;
  /** The event filled up while the form was open: the parent replaces the form with the "full" message. */
  onFull: () => void;
}

const FIELD_ORDER = ['name', 'email', 'repeatEmail', 'institution'] as const;

/** The address and its repetition are the same kind of input. */
const EMAIL_INPUT = { type: 'email', autoComplete: 'email', spellCheck: false } as const;

/**
 * The public sign-up (Page.Event.PublicSignup): name, e-mail twice and an optional institution. Validation runs
 * on leaving a field and then on every input (FORM_MODE); a submit first asks whether the e-mail is already
 * signed up, then creates the attendee. Refusals come back as Danish messages; a duplicate e-mail is shown on
 * the e-mail field.
 */
export function SignupForm({ eventId, pagePath, remaining, titleId, onSignedUp, onFull }: SignupFormProps) {
  const formId = `tilmelding-${eventId}`;
  const utils = trpc.useUtils();
  const create = trpc.attendee.createAttendee.useMutation();
  const [refusal, setRefusal] = useState<SignupRefusal | null>(null);
  const alertRef = useRef<HTMLDivElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const challenge = useSignupChallenge();

  const form = useForm<EventSignupFormInput, unknown, EventSignupForm>({
    ...summaryFormOptions(eventSignupFormSchema, EVENT_SIGNUP_LABELS),
    defaultValues: { eventId, name: '', email: '', repeatEmail: '', institution: '' },
  });
  const summary = useFormSummary(form, formId, FIELD_ORDER);

  const showRefusal = (reason: SignupRefusal) => {
    setRefusal(reason);
    // Once the message is drawn, it takes focus, so it is read out and the person knows where they are.
    focusAfterRender(() => alertRef.current);
  };

  const onValid = async (values: EventSignupForm) => {
    setRefusal(null);
    const known = await utils.attendee.emailIsSignedUp
      .fetch({ eventId, pagePath, email: values.email })
      .catch(() => null);
    if (known?.signedUp) {
      form.setError('email', { type: 'duplicate', message: SIGNUP_REFUSALS.duplicate });
      summary.showSummary();
      return;
    }
    const solution = await challenge.solution();
    if (!solution) {
      showRefusal('challenge');
      return;
    }
    try {
      const result = await create
        .mutateAsync({
          eventId,
          name: values.name,
          email: values.email,
          institution: values.institution ?? null,
          challenge: solution,
        })
        .finally(challenge.renew);
      if (!result) {
        showRefusal('failed');
        return;
      }
      rememberSignUp({ eventId, name: values.name, email: values.email, sessionId: result.sessionId });
      utils.attendee.getRemainingSeats.setData({ eventId }, (previous) =>
        previous ? { ...previous, remainingSeats: result.remainingSeats } : previous,
      );
      onSignedUp({ name: values.name, email: values.email, remainingSeats: result.remainingSeats });
    } catch (error) {
      const reason = signupRefusalOf(error);
      if (reason === 'duplicate') {
        form.setError('email', { type: 'duplicate', message: SIGNUP_REFUSALS.duplicate });
        summary.showSummary();
        return;
      }
      if (reason === 'full') {
        onFull();
        utils.attendee.getRemainingSeats.setData({ eventId }, (previous) =>
          previous ? { ...previous, remainingSeats: 0 } : previous,
        );
        return;
      }
      showRefusal(reason);
    }
  };

  const field = textFieldsOf(formId, form, EVENT_SIGNUP_LABELS);
  // A changed e-mail re-checks the repeated one, once the person has been there.
  const recheckRepeat = () => {
    if (form.getFieldState('repeatEmail').isTouched) void form.trigger('repeatEmail');
  };

  return (
    <SummaryForm
      summary={summary}
      onValid={onValid}
      className={styles.form}
      labelledBy={titleId}
      submitText="Tilmeld mig"
      pendingText="Tilmelder …"
      notice={
        refusal ? (
          <div ref={alertRef} className={styles.alert} role="alert" tabIndex={-1}>
            <RefusalText refusal={refusal} />
          </div>
        ) : null
      }
    >
      {remaining !== null ? <p className={styles.seats}>Der er {seatsText(remaining)} tilbage.</p> : null}
      <p className={styles.requiredNote}>Felter markeret med * skal udfyldes.</p>
      <input type="hidden" {...form.register('eventId')} />
      <TextField {...field('name')} required autoComplete="name" />
      <TextField {...field('email', { onChange: recheckRepeat })} {...EMAIL_INPUT} required />
      <TextField
        {...field('repeatEmail')}
        {...EMAIL_INPUT}
        hint="Skriv din e-mail igen, så vi er sikre på, at den er rigtig."
        required
      />
      <TextField {...field('institution')} autoComplete="organization" />
      {challenge.widget}
    </SummaryForm>
  );
}

/** A refusal's Danish text; beyond the limit per event, with the foundation's e-mail when the site has one. */
function RefusalText({ refusal }: { refusal: SignupRefusal }) {
  const email = useContactEmail();
  if (refusal !== 'event-limit' || !email) return SIGNUP_REFUSALS[refusal];
  return (
    <>
      {SIGNUP_REFUSALS[refusal]} Du kan også skrive til fonden på <a href={`mailto:${email}`}>{email}</a>.
    </>
  );
}
