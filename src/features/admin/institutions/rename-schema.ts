import { z } from 'zod';
import { fold } from '@/lib/danish-fold';
import { MESSAGES, thenRule } from '@/lib/validation';

export const NAME_MIN = 2;
export const NAME_MAX = 150;

/**
 * The inline rename's one schema: 2 to 150 characters (the product API's rule) and not the name of another
 * institution, compared after Danish folding as the product API does ('Århus Skole' = 'Aarhus Skole'). The
 * procedure answers a refusal with null (default policy), so the duplicate is caught here, where the admin can
 * be told why; the product API still has the last word.
 */
export function renameSchema(otherNames: readonly string[]) {
  const taken = new Set(otherNames.map((name) => fold(name.trim())));
  return z.object({
    name: z
      .string()
      .trim()
      .min(1, MESSAGES.required('Navn'))
      .min(NAME_MIN, thenRule(`Navnet skal have mindst ${NAME_MIN} tegn`))
      .max(NAME_MAX, thenRule(`Navnet må højst have ${NAME_MAX} tegn`))
      .refine((name) => !taken.has(fold(name)), thenRule('Der findes allerede en institution med det navn')),
  });
}

export type RenameInput = z.infer<ReturnType<typeof renameSchema>>;
