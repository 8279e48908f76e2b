import { z } from 'zod';
import { anchored, defineBlock, optionalMedia, optionalText, type PreparedOf } from './define';

/** imageBlock: one image with its caption (the block draws nothing without the image). */
export const imageBlock = defineBlock(
  'imageBlock',
  z.object({ ...anchored, Image: optionalMedia, Caption: optionalText }),
);
export type ImageBlock = PreparedOf<typeof imageBlock>;
