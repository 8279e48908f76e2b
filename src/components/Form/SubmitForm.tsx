import type { FormEvent, ReactNode } from 'react';
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

/** A react-hook-form form (see `submitOnce`) with its fields and, last, its one submit button. */
export function SubmitForm<Input extends FieldValues, Output>({
  id,
  form,
  onValid,
  onInvalid,
  className,
  labelledBy,
  submitText,
  pendingText,
  children,
}: {
  id: string;
  form: UseFormReturn<Input, unknown, Output>;
  onValid: SubmitHandler<Output>;
  onInvalid?: SubmitErrorHandler<Input>;
  className?: string;
  /** The id of the heading that names the form. */
  labelledBy?: string;
  submitText: string;
  /** The button's text while the submit is on its way. */
  pendingText: string;
  children: ReactNode;
}) {
  const busy = form.formState.isSubmitting;
  return (
    <form
      id={id}
      noValidate
      className={className}
      aria-labelledby={labelledBy}
      onSubmit={(event) => submitOnce(event, form, onValid, onInvalid)}
    >
      {children}
      <button type="submit" className="button" aria-disabled={busy}>
        {busy ? pendingText : submitText}
      </button>
    </form>
  );
}
