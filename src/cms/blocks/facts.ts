import { z } from 'zod';
import { anchored, defineBlock, nonEmptyText, optionalText, validEntries, type PreparedOf } from './define';

/** factsBlock: key figures, each a value and its label. */
export const factsBlock = defineBlock(
  'factsBlock',
  z.object({
    ...anchored,
    Facts: validEntries(z.object({ Value: nonEmptyText, Label: z.string().catch('') })),
    Theme: optionalText,
  }),
);
export type FactsBlock = PreparedOf<typeof factsBlock>;
