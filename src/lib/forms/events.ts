import { z } from 'zod';
import { emailField, requiredLine, requiredText } from '@/lib/validation';

/**
 * The event forms of Min profil (the code form and "Tilmeld en liste"), shared by the forms and the procedures'
 * inputs (docs/architecture.md, How the code reads). The limits are the product API's (product-api.md §4).
 */

/** A redeem code: 1 to 64 characters; `label` names the field in the messages ('Deltagerkode' on screen). */
export const eventCodeField = (label: string) => requiredText(label, 64);

/** The product API takes at most 100 people a call (SignUpToEventByList). */
export const MAX_LIST_ROWS = 100;

/** One person of a list sign-up: a pasted row as the form checks it and as the procedure takes it. */
export const participantSchema = z.object({ name: requiredLine('Navn', 200), email: emailField });

export const participantsSchema = z
  .array(participantSchema)
  .min(1, 'Tilføj mindst én deltager')
  .max(MAX_LIST_ROWS, `Højst ${MAX_LIST_ROWS} deltagere ad gangen`);
