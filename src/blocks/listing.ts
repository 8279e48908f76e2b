import { withTrpc } from '@/lib/client/TrpcProvider';
import { EventListBlock } from './listing/EventListBlock';
import { FlashcardsBlock } from './listing/FlashcardsBlock';
import { GrantListBlock } from './listing/GrantListBlock';
import { LatestArticlesBlock } from './listing/LatestArticlesBlock';
import { MaterialsBlock } from './listing/MaterialsBlock';
import type { BlockComponents } from './types';

/** Block components of this group, keyed by the CMS's ContentType (definitions: src/cms/blocks). */
export const listingBlocks: BlockComponents<
  'latestArticlesBlock' | 'flashcardsBlock' | 'eventListBlock' | 'grantListBlock' | 'materialsBlock'
> = {
  latestArticlesBlock: LatestArticlesBlock,
  flashcardsBlock: FlashcardsBlock,
  eventListBlock: EventListBlock,
  grantListBlock: GrantListBlock,
  // With the typed API: "Hent" asks who the person is and downloads through it.
  materialsBlock: withTrpc(MaterialsBlock),
};
