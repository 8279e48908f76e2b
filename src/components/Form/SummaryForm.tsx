import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { ErrorSummary } from './ErrorSummary';
import { summaryErrors } from './field-ids';
import { SubmitForm } from './SubmitForm';

/**
 * A form with its error summary: the react-hook-form form, its id, its fields in the order the summary lists
 * them, and the summary's `focusKey`. `showSummary` moves focus to the summary, after a refused submit
 * (SummaryForm does that) or an error found after validation (an e-mail already signed up).
 */
export function useFormSummary<Input extends FieldValues, Output>(
  form: UseFormReturn<Input, unknown, Output>,
  formId: string,
  fields: readonly string[],
) {
  const [summaryKey, setSummaryKey] = useState(0);
  return { form, formId, fields, summaryKey, showSummary: () => setSummaryKey((key) => key + 1) };
}

/**
 * A SubmitForm whose errors are listed at its top (ErrorSummary), each linking to its field; a refused submit
 * moves focus to the list. `notice` (a refusal from the server) stands above the list.
 */
export function SummaryForm<Input extends FieldValues, Output>({
  summary,
  notice,
  children,
  ...submit
}: Omit<Parameters<typeof SubmitForm<Input, Output>>[0], 'id' | 'form' | 'onInvalid'> & {
  summary: ReturnType<typeof useFormSummary<Input, Output>>;
  notice?: ReactNode;
}) {
  const errors = summary.form.formState.errors as Partial<Record<string, { message?: string }>>;
  return (
    <SubmitForm {...submit} id={summary.formId} form={summary.form} onInvalid={summary.showSummary}>
      {notice}
      <ErrorSummary
        formId={summary.formId}
        errors={summaryErrors(summary.formId, summary.fields, errors)}
        focusKey={summary.summaryKey}
      />
      {children}
    </SubmitForm>
  );
}
