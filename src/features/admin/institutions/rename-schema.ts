import { z } from 'zod';
import { fold } from '@/lib/danish-fold';
import { institutionNameField } from '@/lib/forms/institution';
import { thenRule } from '@/lib/validation';

/**
 * The inline rename's schema: the procedure's own name rule (institutionNameField, 2 to 150 characters), and
 * not the name of another institution, compared after Danish folding as the product API does ('Århus Skole' =
 * 'Aarhus Skole'). The procedure answers a refusal with null (default policy), so the duplicate is caught here, where the admin can
 * be told why; the product API still has the last word.
 */
export function renameSchema(otherNames: readonly string[]) {
  const taken = new Set(otherNames.map((name) => fold(name.trim())));
  return z.object({
    name: institutionNameField.refine(
      (name) => !taken.has(fold(name)),
      thenRule('Der findes allerede en institution med det navn'),
    ),
  });
}

export type RenameInput = z.infer<ReturnType<typeof renameSchema>>;
