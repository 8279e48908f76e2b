import { CarouselBlock } from './media/CarouselBlock/CarouselBlock';
import { CountdownBlock } from './media/CountdownBlock/CountdownBlock';
import { ImageBlock } from './media/ImageBlock/ImageBlock';
import { VideoBlock } from './media/VideoBlock/VideoBlock';
import type { BlockGroup } from './types';

/** Block components of this group, keyed by the CMS's ContentType (see prisma-free-mock/docs/cms.md). */
export const mediaBlocks: BlockGroup = {
  imageBlock: ImageBlock,
  videoBlock: VideoBlock,
  carouselBlock: CarouselBlock,
  countdownBlock: CountdownBlock,
};
