import { Feedback } from '@/components/Feedback/Feedback';
import { SummaryForm, useFormSummary } from '@/components/Form/SummaryForm';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { emptyInstitution, type InstitutionFormInput, type NewInstitution } from '@/lib/forms/institution';
import { ExistingInstitutionOffer } from './ExistingInstitutionOffer';
import { INSTITUTION_FIELD_ORDER, InstitutionFields, useInstitutionForm } from './InstitutionFields';
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
  const creation = useCreateInstitution(feedback);
  const form = useInstitutionForm(initial);
  const summary = useFormSummary(form, formId, INSTITUTION_FIELD_ORDER);

  const onValid = async (values: NewInstitution) => {
    if (await creation.submit(values)) {
      form.reset(emptyInstitution);
      onDone?.();
    }
  };

  return (
    <SummaryForm
      summary={summary}
      onValid={onValid}
      className={styles.form}
      submitText="Opret institution"
      pendingText="Opretter institution …"
    >
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
    </SummaryForm>
  );
}
