import { useForm } from 'react-hook-form';
import { Feedback } from '@/components/Feedback/Feedback';
import { ErrorSummary } from '@/components/Form/ErrorSummary';
import { summaryFormOptions } from '@/components/Form/form-options';
import { summaryErrors } from '@/components/Form/field-ids';
import { SubmitForm, useSummaryFocus } from '@/components/Form/SubmitForm';
import { useActionFeedback } from '@/lib/client/action-feedback';
import {
  INSTITUTION_LABELS,
  emptyInstitution,
  institutionSchema,
  type InstitutionFormInput,
  type NewInstitution,
} from '@/lib/forms/institution';
import { ExistingInstitutionOffer } from './ExistingInstitutionOffer';
import { INSTITUTION_FIELD_ORDER, InstitutionFields } from './InstitutionFields';
import styles from './Institutions.module.css';
import type { TeacherUser } from './types';
import { useCreateInstitution } from './use-create-institution';

export interface CreateInstitutionFormProps {
  formId: string;
  /** Values to start with (what the person typed in an earlier step). */
  initial?: InstitutionFormInput;
  /** The institution was created and the person linked to it, or they took the existing one instead. */
  onDone?: (user?: TeacherUser) => void;
}

/** "Opret ny institution": a new, pending institution the teacher is linked to at once. */
export function CreateInstitutionForm({ formId, initial, onDone }: CreateInstitutionFormProps) {
  const feedback = useActionFeedback();
  const { summaryKey, showSummary } = useSummaryFocus();
  const creation = useCreateInstitution(feedback);
  const form = useForm<InstitutionFormInput, unknown, NewInstitution>({
    ...summaryFormOptions(institutionSchema, INSTITUTION_LABELS),
    defaultValues: initial ?? emptyInstitution,
  });
  const { errors } = form.formState;
  const summary = summaryErrors(formId, INSTITUTION_FIELD_ORDER, errors);

  const onValid = async (values: NewInstitution) => {
    if (await creation.submit(values)) {
      form.reset(emptyInstitution);
      onDone?.();
    }
  };

  return (
    <SubmitForm
      id={formId}
      form={form}
      onValid={onValid}
      onInvalid={showSummary}
      className={styles.form}
      submitText="Opret institution"
      pendingText="Opretter institution …"
    >
      <ErrorSummary formId={formId} errors={summary} focusKey={summaryKey} />
      <p className={styles.note}>
        En ny institution skal godkendes af fonden. Indtil da kan du ikke tilmelde dig arrangementer eller
        hente materialer, der kræver en godkendt institution.
      </p>
      <p className={styles.requiredNote}>Felter markeret med * skal udfyldes.</p>
      <InstitutionFields formId={formId} form={form} />
      <Feedback message={feedback.message} />
      {creation.existing ? (
        <ExistingInstitutionOffer
          institution={creation.existing}
          onLinked={(user) => {
            // The offer (and the button that had focus) goes away: the message takes focus instead.
            feedback.show('success', `Din institution er nu ${creation.existing?.name ?? 'gemt'}.`, true);
            creation.clearExisting();
            form.reset(emptyInstitution);
            onDone?.(user);
          }}
        />
      ) : null}
    </SubmitForm>
  );
}
