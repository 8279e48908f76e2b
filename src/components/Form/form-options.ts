import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { FORM_MODE, fallbackErrorMap } from '@/lib/validation';

/**
 * useForm's options for a form checked by its zod schema, with an error summary: validation when FORM_MODE
 * says, a field's label in the message of an issue the schema gave no words for, and no focus on the first
 * invalid field (the summary takes focus instead, and links to each field).
 */
export function summaryFormOptions<Schema extends z.ZodType<FieldValues, FieldValues>>(
  schema: Schema,
  labels: Readonly<Record<string, string>>,
) {
  return {
    ...FORM_MODE,
    resolver: zodResolver(schema, { error: fallbackErrorMap(labels) }),
    shouldFocusError: false,
  };
}
