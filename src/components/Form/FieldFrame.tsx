import type { ReactNode } from 'react';
import styles from './Form.module.css';
import type { FormFieldWiring } from './field-ids';

/**
 * What surrounds a form control (input, select, textarea): its label with the required mark, its hint, and its
 * error. The error sits in a polite live region that is always in the page (an added region is often not
 * announced), so a message that appears on input or blur is read out. The control itself takes
 * `field.inputProps`, which ties it to all three.
 */
export function FieldFrame({
  field,
  label,
  required,
  hint,
  error,
  children,
}: {
  field: FormFieldWiring;
  label: string;
  required?: boolean;
  hint?: string | null;
  error?: string | null;
  children: ReactNode;
}) {
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
      {children}
      <p id={field.errorId} className={styles.error} aria-live="polite">
        {error ?? ''}
      </p>
    </div>
  );
}
