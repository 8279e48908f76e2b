import { z } from 'zod';
import { anchored, defineBlock, optionalMedia, optionalText, type PreparedOf } from './define';

/** videoBlock: a poster and a play button for a video on the video host (nothing is drawn without VideoId). */
export const videoBlock = defineBlock(
  'videoBlock',
  z.object({
    ...anchored,
    VideoId: optionalText,
    Title: optionalText,
    Text: optionalText,
    Image: optionalMedia,
  }),
);
export type VideoBlock = PreparedOf<typeof videoBlock>;
