import { z } from 'zod';
import { anchored, defineBlock, nonEmptyText, optionalMedia, optionalText, type PreparedOf } from './define';

/** quoteBlock: a quotation with its author. */
export const quoteBlock = defineBlock(
  'quoteBlock',
  z.object({
    ...anchored,
    Quote: nonEmptyText,
    Author: z.string().catch(''),
    Role: optionalText,
    Image: optionalMedia,
    Theme: optionalText,
  }),
);
export type QuoteBlock = PreparedOf<typeof quoteBlock>;
