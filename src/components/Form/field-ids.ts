/**
 * Ids and aria wiring of one form field (docs/architecture.md, How the code reads): the input is labelled by
 * its <label>, described by its hint and, when there is one, its error; `aria-invalid` follows the error. Ids
 * are readable and stable (`{formId}-{name}`), so the error summary can link to the field with a plain
 * fragment. Plain functions, not hooks: everything follows from the arguments, so they may be called
 * anywhere, conditions and loops included.
 */
export interface FormFieldWiring {
  inputId: string;
  hintId: string;
  errorId: string;
  inputProps: {
    id: string;
    'aria-invalid': boolean;
    'aria-describedby': string | undefined;
    'aria-required': boolean | undefined;
  };
}

export const fieldId = (formId: string, name: string) => `${formId}-${name}`;

export function formFieldIds({
  formId,
  name,
  error,
  hint,
  required,
}: {
  formId: string;
  name: string;
  error?: string | null;
  hint?: string | null;
  required?: boolean;
}): FormFieldWiring {
  const inputId = fieldId(formId, name);
  const hintId = `${inputId}-hjaelp`;
  const errorId = `${inputId}-fejl`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ');
  return {
    inputId,
    hintId,
    errorId,
    inputProps: {
      id: inputId,
      'aria-invalid': Boolean(error),
      'aria-describedby': describedBy || undefined,
      'aria-required': required || undefined,
    },
  };
}

/** The error summary's entries (see ErrorSummary): each field's message, in the order the fields appear. */
export function summaryErrors<Name extends string>(
  formId: string,
  order: readonly Name[],
  errors: Partial<Record<Name, { message?: string }>>,
): { id: string; message: string }[] {
  return order.flatMap((name) => {
    const message = errors[name]?.message;
    return message ? [{ id: fieldId(formId, name), message }] : [];
  });
}
