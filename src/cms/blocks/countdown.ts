import { z } from 'zod';
import { anchored, defineBlock, optionalMedia, optionalText, type PreparedOf } from './define';

/** countdownBlock (SPEC "Release countdown"): the time left until ReleaseDate, then the released text. */
export const countdownBlock = defineBlock(
  'countdownBlock',
  z.object({
    ...anchored,
    ReleaseDate: optionalText,
    ReleasedHeadline: optionalText,
    ReleasedText: optionalText,
    Image: optionalMedia,
  }),
);
export type CountdownBlock = PreparedOf<typeof countdownBlock>;
