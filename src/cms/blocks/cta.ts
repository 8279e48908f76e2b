import { z } from 'zod';
import { drawableLinkSchema } from '../vocabulary';
import { defineBlock, nonEmptyText, optionalText, type PreparedOf } from './define';

/** ctaBlock: a call to action; without its link there is nothing to act on, so the block needs one. */
export const ctaBlock = defineBlock(
  'ctaBlock',
  z.object({
    Headline: nonEmptyText,
    AnchorId: z.string().optional(),
    Text: optionalText,
    Link: drawableLinkSchema,
    Theme: optionalText,
  }),
);
export type CtaBlock = PreparedOf<typeof ctaBlock>;
