import { z } from 'zod';
import { mediaSchema } from '../vocabulary';
import { anchored, defineBlock, optionalText, type PreparedOf } from './define';

/** GET /api/flashcard/GetFlashcards: the cards asked for, in the order asked, unknown ids skipped. */
export const flashcardSchema = z.object({
  Id: z.number(),
  Category: z.string(),
  /** Front of the card. */
  Question: z.string(),
  /** Back of the card, plain text. */
  Answer: z.string(),
  Image: mediaSchema.nullable(),
});
export type Flashcard = z.infer<typeof flashcardSchema>;

/** flashcardsBlock: the cards with the given ids, fetched on the server. */
export const flashcardsBlock = defineBlock(
  'flashcardsBlock',
  z.object({ ...anchored, Text: optionalText, Ids: z.array(z.number().int().positive()).catch([]) }),
);

export interface FlashcardsData {
  text: string | null;
  cards: Flashcard[];
}
export type FlashcardsBlock = PreparedOf<typeof flashcardsBlock, FlashcardsData>;
