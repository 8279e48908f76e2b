import type { HTMLInputAutoCompleteAttribute } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
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

/**
 * A labelled text input with its hint and its error. The error sits in a polite live region that is always in
 * the page (an added region is often not announced), so a message that appears on input or blur is read out.
 */
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
    <div className={styles.field}>
      <label htmlFor={field.inputId} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={field.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <input
        {...registration}
        {...field.inputProps}
        type={type}
        autoComplete={autoComplete}
        spellCheck={spellCheck}
        className={styles.input}
      />
      <p id={field.errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
