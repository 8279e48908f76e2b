import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Feedback } from '@/components/Feedback/Feedback';
import { summaryFormOptions } from '@/components/Form/form-options';
import { SummaryForm, useFormSummary } from '@/components/Form/SummaryForm';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { confirm } from '@/lib/client/modals';
import { trpc } from '@/lib/client/trpc';
import { chooseInstitutionSchema, type ChooseInstitution } from '@/lib/forms/institution';
import { InstitutionPicker } from './InstitutionPicker';
import styles from './Institutions.module.css';
import type { SegmentOption, TeacherUser } from './types';
import { useInstitutionRefresh } from './use-institution-refresh';

export const INSTITUTION_FAILURE = 'Din institution kunne ikke gemmes lige nu. Prøv igen om lidt.';

export interface ChooseInstitutionFormProps {
  formId: string;
  legend: string;
  submitText: string;
  pendingText: string;
  segments: readonly SegmentOption[];
  /** The person's current institution, which the list starts with. */
  currentId?: string | null;
  /** Its name, for the review of a change and the picker's "Valgt" (the list holds one page of matches). */
  currentName?: string | null;
  onLinked?: (user: TeacherUser) => void;
}

/** The form's one field, for its error summary. */
const INSTITUTION_ID = ['institutionId'] as const;

/** Linking the person to a confirmed institution (UpdateInstitution): first link, or a change on Konto. */
export function ChooseInstitutionForm({
  formId,
  legend,
  submitText,
  pendingText,
  segments,
  currentId,
  currentName,
  onLinked,
}: ChooseInstitutionFormProps) {
  const feedback = useActionFeedback();
  const refresh = useInstitutionRefresh();
  const update = trpc.user.updateInstitution.useMutation();
  // The names of the institutions the person clicked (the page of matches changes as they search).
  const [names, setNames] = useState<Record<string, string>>({});
  const form = useForm<ChooseInstitution>({
    ...summaryFormOptions(chooseInstitutionSchema, { institutionId: 'Institution' }),
    defaultValues: { institutionId: currentId ?? '' },
  });
  const summary = useFormSummary(form, formId, INSTITUTION_ID);
  // The person's institution changed (here, or by creating one): the list starts from the new one.
  useEffect(() => {
    form.reset({ institutionId: currentId ?? '' });
  }, [currentId, form]);
  const value = useWatch({ control: form.control, name: 'institutionId' });
  const error = form.formState.errors.institutionId?.message;

  const onValid = async ({ institutionId }: ChooseInstitution) => {
    const nameOf = (id: string | null | undefined) =>
      id ? (names[id] ?? (id === currentId ? (currentName ?? undefined) : undefined)) : undefined;
    const name = nameOf(institutionId) ?? 'institutionen';
    if (currentId && institutionId === currentId) {
      feedback.show('success', `Du er allerede på ${name}.`);
      return;
    }
    const user = await feedback.run(
      async () => {
        // A change of school is reviewed before it is made; a first choice is not a change.
        if (currentId)
          await confirm({
            title: 'Skift institution?',
            message: `Du skifter fra ${currentName ?? nameOf(currentId) ?? 'din nuværende institution'} til ${name}. Fonden ser dig derefter som underviser på ${name}.`,
            confirmText: `Skift til ${name}`,
            cancelText: 'Fortryd',
          });
        return update.mutateAsync({ institutionId });
      },
      {
        success: `Din institution er nu ${name}.`,
        failure: INSTITUTION_FAILURE,
        focusOnError: true,
      },
    );
    if (!user) return;
    await refresh(user);
    onLinked?.(user);
  };

  return (
    <SummaryForm
      summary={summary}
      onValid={onValid}
      className={styles.form}
      submitText={submitText}
      pendingText={pendingText}
    >
      <InstitutionPicker
        formId={formId}
        name="institutionId"
        legend={legend}
        segments={segments}
        value={value}
        valueName={value === currentId ? currentName : names[value]}
        onChange={(institution) => {
          setNames((known) => ({ ...known, [institution.id]: institution.name }));
          form.setValue('institutionId', institution.id, {
            shouldValidate: form.formState.submitCount > 0,
            shouldDirty: true,
          });
        }}
        error={error}
      />
      <Feedback message={feedback.message} />
    </SummaryForm>
  );
}
