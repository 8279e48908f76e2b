import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Feedback } from '@/components/Feedback/Feedback';
import { ErrorSummary } from '@/components/Form/ErrorSummary';
import { summaryFormOptions } from '@/components/Form/form-options';
import { TextField, textFieldsOf } from '@/components/Form/TextField';
import { summaryErrors } from '@/components/Form/field-ids';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { trpc } from '@/lib/client/trpc';
import type { InstitutionFormInput, NewInstitution } from '@/lib/forms/institution';
import {
  SIGNUP_LABELS,
  signupFormSchema,
  type SignupForm as SignupValues,
  type SignupFormInput,
} from '@/lib/forms/signup';
import { INSTITUTION_FIELD_ORDER, useInstitutionForm } from '../institutions/InstitutionFields';
import styles from '../institutions/Institutions.module.css';
import type { TeacherUser } from '../institutions/types';
import { useCreateInstitution } from '../institutions/use-create-institution';
import { useInstitutionLists } from '../institutions/use-institution-refresh';
import { SignupInstitutionPart } from './SignupInstitutionPart';

const FORM_ID = 'tilmelding-program';
const PERSON_ORDER = ['name', 'phone', 'subjects', 'institutionId'] as const;

export const CREATE_USER_FAILURE = 'Vi kunne ikke oprette din profil lige nu. Prøv igen om lidt.';

export interface SignedUp {
  user: TeacherUser;
  /** The new institution could not be created after the profile was: what the person typed, to try again. */
  draft?: InstitutionFormInput;
}

/**
 * Signing up for the programme (CreateUser): name, optional phone and subjects, and the institution, either a
 * confirmed one from the list or a new one. A new institution needs the record first (CreateUser takes only a
 * confirmed institution), so the record is made without one and CreateInstitution, which links a teacher
 * creator at once, follows.
 */
export function SignupForm({
  defaultName,
  onSignedUp,
}: {
  defaultName: string;
  onSignedUp: (done: SignedUp) => Promise<void>;
}) {
  const feedback = useActionFeedback();
  const lists = useInstitutionLists();
  const createUser = trpc.user.createUser.useMutation();
  const creation = useCreateInstitution(feedback);
  const [summaryKey, setSummaryKey] = useState(0);
  const [busy, setBusy] = useState(false);

  const person = useForm<SignupFormInput, unknown, SignupValues>({
    ...summaryFormOptions(signupFormSchema, SIGNUP_LABELS),
    defaultValues: {
      name: defaultName,
      phone: '',
      subjects: '',
      choice: lists.available ? 'existing' : 'new',
      institutionId: '',
    },
  });
  const institution = useInstitutionForm();
  const choice = useWatch({ control: person.control, name: 'choice' });

  const summary = [
    ...summaryErrors(FORM_ID, PERSON_ORDER, person.formState.errors),
    ...(choice === 'new'
      ? summaryErrors(`${FORM_ID}-ny`, INSTITUTION_FIELD_ORDER, institution.formState.errors)
      : []),
  ];
  const personField = textFieldsOf(FORM_ID, person, SIGNUP_LABELS);

  const validated = async () => {
    const out: { person?: SignupValues; institution?: NewInstitution } = {};
    await person.handleSubmit((values) => {
      out.person = values;
    })();
    if (choice === 'new')
      await institution.handleSubmit((values) => {
        out.institution = values;
      })();
    return out;
  };

  const submit = async () => {
    feedback.clear();
    const values = await validated();
    if (!values.person || (choice === 'new' && !values.institution)) {
      setSummaryKey((key) => key + 1);
      return;
    }
    const { name, phone, subjects } = values.person;
    const user = await feedback.run(
      () =>
        createUser.mutateAsync({
          name,
          phone,
          subjects,
          institutionId: choice === 'existing' ? values.person?.institutionId : undefined,
        }),
      {
        success: 'Velkommen! Du er nu tilmeldt programmet.',
        failure: CREATE_USER_FAILURE,
        focusOnError: true,
      },
    );
    if (!user) return;
    if (!values.institution) {
      await onSignedUp({ user });
      return;
    }
    const created = await creation.submit(values.institution);
    await onSignedUp(created ? { user } : { user, draft: institution.getValues() });
  };

  return (
    <form
      id={FORM_ID}
      noValidate
      className={styles.form}
      aria-labelledby="start-titel"
      onSubmit={(event) => {
        event.preventDefault();
        // A second press while the first is on its way does nothing.
        if (busy) return;
        setBusy(true);
        void submit().finally(() => setBusy(false));
      }}
    >
      <ErrorSummary formId={FORM_ID} errors={summary} focusKey={summaryKey} />
      <p className={styles.requiredNote}>Felter markeret med * skal udfyldes.</p>
      <fieldset className={styles.picker}>
        <legend className={styles.legend}>Om dig</legend>
        <TextField {...personField('name')} required autoComplete="name" />
        <TextField {...personField('phone')} type="tel" autoComplete="tel" />
        <TextField
          {...personField('subjects')}
          hint="De fag, du underviser i, adskilt med komma, fx Dansk, Samfundsfag."
        />
      </fieldset>
      <SignupInstitutionPart formId={FORM_ID} person={person} institution={institution} lists={lists} />
      <Feedback message={feedback.message} />
      <button type="submit" className="button" aria-disabled={busy}>
        {busy ? 'Tilmelder …' : 'Tilmeld mig programmet'}
      </button>
    </form>
  );
}
