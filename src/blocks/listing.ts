import { EventListBlock } from './listing/EventListBlock';
import { FlashcardsBlock } from './listing/FlashcardsBlock';
import { GrantListBlock } from './listing/GrantListBlock';
import { LatestArticlesBlock } from './listing/LatestArticlesBlock';
import { MaterialsBlock } from './listing/MaterialsBlock';
import type { BlockGroup } from './types';

/** Block components of this group, keyed by the CMS's ContentType (see prisma-free-mock/docs/cms.md). */
export const listingBlocks: BlockGroup = {
  latestArticlesBlock: LatestArticlesBlock,
  flashcardsBlock: FlashcardsBlock,
  eventListBlock: EventListBlock,
  grantListBlock: GrantListBlock,
  materialsBlock: MaterialsBlock,
};
