import { useState, type FormEvent } from 'react';
import type { FieldValues, SubmitErrorHandler, SubmitHandler, UseFormReturn } from 'react-hook-form';

/**
 * A form's submit: react-hook-form's validation, then `onValid` (or `onInvalid`). A second press while the first
 * is on its way does nothing: the button stays focusable meanwhile (aria-disabled), so it can be pressed again.
 */
export function submitOnce<Input extends FieldValues, Output>(
  event: FormEvent<HTMLFormElement>,
  form: UseFormReturn<Input, unknown, Output>,
  onValid: SubmitHandler<Output>,
  onInvalid?: SubmitErrorHandler<Input>,
) {
  if (form.formState.isSubmitting) {
    event.preventDefault();
    return;
  }
  void form.handleSubmit(onValid, onInvalid)(event);
}

/**
 * The error summary's `focusKey` for a form that moves it itself: `showSummary` after a refused submit (pass it
 * as `submitOnce`'s `onInvalid`) or an error found after validation (an e-mail already signed up), so the
 * summary takes focus.
 */
export function useSummaryFocus() {
  const [summaryKey, setSummaryKey] = useState(0);
  return { summaryKey, showSummary: () => setSummaryKey((key) => key + 1) };
}
