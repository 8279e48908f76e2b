import dynamic from 'next/dynamic';
import { ImageBlock } from './media/ImageBlock/ImageBlock';
import type { BlockComponent, BlockGroup } from './types';

// The carousel (with its carousel library) and the countdown load only on pages that have them.
const CarouselBlock = dynamic(() =>
  import('./media/CarouselBlock/CarouselBlock').then((m) => m.CarouselBlock),
);
const CountdownBlock = dynamic(() =>
  import('./media/CountdownBlock/CountdownBlock').then((m) => m.CountdownBlock),
);
const VideoBlock = dynamic(() => import('./media/VideoBlock/VideoBlock').then((m) => m.VideoBlock));

/** Block components of this group, keyed by the CMS's ContentType (see prisma-free-mock/docs/cms.md). */
export const mediaBlocks: BlockGroup = {
  imageBlock: ImageBlock,
  videoBlock: VideoBlock as BlockComponent,
  carouselBlock: CarouselBlock as BlockComponent,
  countdownBlock: CountdownBlock as BlockComponent,
};
