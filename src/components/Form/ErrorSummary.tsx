import { useEffect, useRef } from 'react';
import styles from './Form.module.css';

export interface SummaryError {
  /** The field's input id (see `fieldId`). */
  id: string;
  message: string;
}

export interface ErrorSummaryProps {
  /** The form's id: the summary's own ids derive from it. */
  formId: string;
  errors: readonly SummaryError[];
  headingLevel?: 2 | 3 | 4;
  title?: string;
  /**
   * Changes with every submit attempt (react-hook-form's `submitCount`): when it changes and there are errors,
   * the summary takes focus, so the person hears what to fix and can jump to each field.
   */
  focusKey: number;
}

/** The list of a form's errors after a failed submit, each linking to its field (Aksel's ErrorSummary). */
export function ErrorSummary({
  formId,
  errors,
  headingLevel = 3,
  title = 'Ret venligst følgende, før du sender formularen:',
  focusKey,
}: ErrorSummaryProps) {
  const Heading = `h${headingLevel}` as const;
  const titleId = `${formId}-fejloversigt`;
  const ref = useRef<HTMLDivElement>(null);
  const hasErrors = errors.length > 0;

  const focusedFor = useRef(0);

  // Once per submit attempt, as soon as its errors are drawn (react-hook-form reports them after the
  // submit handler has run): errors changing while the person types do not move focus.
  useEffect(() => {
    if (focusKey > focusedFor.current && hasErrors) {
      focusedFor.current = focusKey;
      ref.current?.focus();
    }
  }, [focusKey, hasErrors]);

  if (!hasErrors || focusKey === 0) return null;
  return (
    <div ref={ref} className={styles.summary} role="alert" tabIndex={-1} aria-labelledby={titleId}>
      <Heading className={styles.summaryTitle} id={titleId}>
        {title}
      </Heading>
      <ul className={styles.summaryList}>
        {errors.map((error) => (
          <li key={error.id}>
            <a
              href={`#${error.id}`}
              onClick={(event) => {
                const target = document.getElementById(error.id);
                if (!target) return;
                event.preventDefault();
                target.focus();
                target.scrollIntoView({ block: 'center' });
              }}
            >
              {error.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
