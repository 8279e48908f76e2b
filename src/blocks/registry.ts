import { contentBlocks } from './content';
import { listingBlocks } from './listing';
import { mediaBlocks } from './media';
import type { BlockComponent } from './types';

/** ContentType → component, for every block type the CMS serves. */
export const BLOCKS: Readonly<Record<string, BlockComponent>> = {
  ...contentBlocks,
  ...mediaBlocks,
  ...listingBlocks,
};

export const isKnownBlockType = (type: string) => Object.hasOwn(BLOCKS, type);
