import { z } from 'zod';
import { iso } from './shared-schemas';

/** The product API's event-code answers (/redeem-code). */

export const codeCheck = z.object({
  valid: z.boolean(),
  eventId: z.string().optional(),
  eventTitle: z.string().optional(),
  isPast: z.boolean().optional(),
});
export const eventCodeValidation = z.object({
  valid: z.literal(true),
  eventId: z.string(),
  eventTitle: z.string(),
  validatedAt: iso,
});
