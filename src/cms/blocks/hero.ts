import { z } from 'zod';
import {
  defineBlock,
  nonEmptyText,
  optionalLink,
  optionalMedia,
  optionalText,
  type PreparedOf,
} from './define';

/** heroBlock: the page's opening (headline, text, an optional button and image). */
export const heroBlock = defineBlock(
  'heroBlock',
  z.object({
    Headline: nonEmptyText,
    AnchorId: z.string().optional(),
    Text: optionalText,
    Image: optionalMedia,
    Link: optionalLink,
    Theme: optionalText,
  }),
);
export type HeroBlock = PreparedOf<typeof heroBlock>;
