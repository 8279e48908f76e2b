import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Feedback } from '@/components/Feedback/Feedback';
import { ErrorSummary } from '@/components/Form/ErrorSummary';
import { summaryErrors } from '@/components/Form/field-ids';
import { submitOnce, useSummaryFocus } from '@/components/Form/submit-once';
import { useActionFeedback } from '@/lib/client/action-feedback';
import {
  INSTITUTION_LABELS,
  emptyInstitution,
  institutionSchema,
  type InstitutionFormInput,
  type NewInstitution,
} from '@/lib/forms/institution';
import { FORM_MODE, fallbackErrorMap } from '@/lib/validation';
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
    ...FORM_MODE,
    resolver: zodResolver(institutionSchema, { error: fallbackErrorMap(INSTITUTION_LABELS) }),
    defaultValues: initial ?? emptyInstitution,
    shouldFocusError: false,
  });
  const { errors, isSubmitting } = form.formState;
  const summary = summaryErrors(formId, INSTITUTION_FIELD_ORDER, errors);

  const onValid = async (values: NewInstitution) => {
    if (await creation.submit(values)) {
      form.reset(emptyInstitution);
      onDone?.();
    }
  };

  return (
    <form
      id={formId}
      noValidate
      className={styles.form}
      onSubmit={(event) => submitOnce(event, form, onValid, showSummary)}
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
      <button type="submit" className="button" aria-disabled={isSubmitting}>
        {isSubmitting ? 'Opretter institution …' : 'Opret institution'}
      </button>
    </form>
  );
}
