import dynamic from 'next/dynamic';
import { ImageBlock } from './media/ImageBlock/ImageBlock';
import type { BlockComponents } from './types';

// The carousel (with its carousel library) and the countdown load only on pages that have them.
const CarouselBlock = dynamic(() =>
  import('./media/CarouselBlock/CarouselBlock').then((m) => m.CarouselBlock),
);
const CountdownBlock = dynamic(() =>
  import('./media/CountdownBlock/CountdownBlock').then((m) => m.CountdownBlock),
);
const VideoBlock = dynamic(() => import('./media/VideoBlock/VideoBlock').then((m) => m.VideoBlock));

/** Block components of this group, keyed by the CMS's ContentType (definitions: src/cms/blocks). */
export const mediaBlocks: BlockComponents<'imageBlock' | 'videoBlock' | 'carouselBlock' | 'countdownBlock'> =
  {
    imageBlock: ImageBlock,
    videoBlock: VideoBlock,
    carouselBlock: CarouselBlock,
    countdownBlock: CountdownBlock,
  };
