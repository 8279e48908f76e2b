import type { HTMLInputAutoCompleteAttribute } from 'react';
import type {
  FieldValues,
  Path,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import { FieldFrame } from './FieldFrame';
import styles from './Form.module.css';
import { formFieldIds } from './field-ids';

export interface TextFieldProps {
  formId: string;
  label: string;
  registration: UseFormRegisterReturn;
  error?: string | null;
  hint?: string | null;
  required?: boolean;
  type?: 'text' | 'email' | 'search' | 'tel';
  autoComplete?: HTMLInputAutoCompleteAttribute;
  spellCheck?: boolean;
}

/** A labelled text input with its hint and its error (see FieldFrame). */
export function TextField({
  formId,
  label,
  registration,
  error,
  hint,
  required,
  type = 'text',
  autoComplete,
  spellCheck,
}: TextFieldProps) {
  const field = formFieldIds({ formId, name: registration.name, error, hint, required });
  return (
    <FieldFrame field={field} label={label} required={required} hint={hint} error={error}>
      <input
        {...registration}
        {...field.inputProps}
        type={type}
        autoComplete={autoComplete}
        spellCheck={spellCheck}
        className={styles.input}
      />
    </FieldFrame>
  );
}

/**
 * The TextField props that follow from a field's name in one react-hook-form form: its label, its registration
 * and its current error. Each field then says only what is its own (required, type, hint, autocomplete).
 */
export function textFieldsOf<Input extends FieldValues, Output, Name extends Path<Input>>(
  formId: string,
  form: UseFormReturn<Input, unknown, Output>,
  labels: Readonly<Record<Name, string>>,
) {
  return (name: Name, options?: RegisterOptions<Input, Name>) => ({
    formId,
    label: labels[name],
    registration: form.register(name, options),
    error: form.getFieldState(name, form.formState).error?.message,
  });
}
