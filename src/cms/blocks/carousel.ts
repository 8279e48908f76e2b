import { z } from 'zod';
import {
  anchored,
  defineBlock,
  lenientList,
  optionalLink,
  optionalMedia,
  optionalText,
  type PreparedOf,
} from './define';

/** carouselBlock: slides, each with a headline (a slide without one is left out) and optionally image, text, link. */
export const carouselBlock = defineBlock(
  'carouselBlock',
  z.object({
    ...anchored,
    Slides: lenientList(
      z.object({
        Headline: z.string().refine((headline) => headline.trim() !== ''),
        Image: optionalMedia,
        Text: optionalText,
        Link: optionalLink,
      }),
    ),
  }),
);
export type CarouselBlock = PreparedOf<typeof carouselBlock>;
