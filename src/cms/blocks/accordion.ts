import { z } from 'zod';
import { anchored, defineBlock, nonEmptyText, validEntries, type PreparedOf } from './define';
import { richTextMode } from './rich-text';

/** accordionBlock: questions and answers; each answer is HTML, prepared on the server like a richTextBlock. */
export const accordionBlock = defineBlock(
  'accordionBlock',
  z.object({
    ...anchored,
    Items: validEntries(z.object({ Title: nonEmptyText, Text: z.string().catch('') })),
    Mode: richTextMode,
  }),
);
export type AccordionBlock = PreparedOf<typeof accordionBlock>;
