import { z } from 'zod';
import {
  anchored,
  defineBlock,
  nonEmptyText,
  optionalLink,
  optionalMedia,
  optionalText,
  validEntries,
  type PreparedOf,
} from './define';

/** cardsBlock: a grid of cards, each with a headline and optionally text, image, link and label. */
export const cardsBlock = defineBlock(
  'cardsBlock',
  z.object({
    ...anchored,
    Text: optionalText,
    Theme: optionalText,
    Cards: validEntries(
      z.object({
        Headline: nonEmptyText,
        Text: optionalText,
        Image: optionalMedia,
        Link: optionalLink,
        Label: optionalText,
      }),
    ),
  }),
);
export type CardsBlock = PreparedOf<typeof cardsBlock>;
