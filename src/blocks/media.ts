import { CarouselBlock } from './media/CarouselBlock/CarouselBlock';
import { CountdownBlock } from './media/CountdownBlock/CountdownBlock';
import { ImageBlock } from './media/ImageBlock/ImageBlock';
import { VideoBlock } from './media/VideoBlock/VideoBlock';
import type { BlockComponents } from './types';

/** Block components of this group, keyed by the CMS's ContentType (definitions: src/cms/blocks). */
export const mediaBlocks: BlockComponents<'imageBlock' | 'videoBlock' | 'carouselBlock' | 'countdownBlock'> =
  {
    imageBlock: ImageBlock,
    videoBlock: VideoBlock,
    carouselBlock: CarouselBlock,
    countdownBlock: CountdownBlock,
  };
