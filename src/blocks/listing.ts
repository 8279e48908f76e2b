import dynamic from 'next/dynamic';
import type { BlockComponents } from './types';

// Each listing block is its own chunk, loaded only by pages that carry it.
const EventListBlock = dynamic(() => import('./listing/EventListBlock').then((m) => m.EventListBlock));
const FlashcardsBlock = dynamic(() => import('./listing/FlashcardsBlock').then((m) => m.FlashcardsBlock));
const GrantListBlock = dynamic(() => import('./listing/GrantListBlock').then((m) => m.GrantListBlock));
const LatestArticlesBlock = dynamic(() =>
  import('./listing/LatestArticlesBlock').then((m) => m.LatestArticlesBlock),
);
// With the typed API: "Hent" asks who the person is and downloads through it.
const MaterialsBlock = dynamic(() =>
  Promise.all([import('./listing/MaterialsBlock'), import('@/lib/client/TrpcProvider')]).then(
    ([m, { withTrpc }]) => withTrpc(m.MaterialsBlock),
  ),
);

/** Block components of this group, keyed by the CMS's ContentType (definitions: src/cms/blocks). */
export const listingBlocks: BlockComponents<
  'latestArticlesBlock' | 'flashcardsBlock' | 'eventListBlock' | 'grantListBlock' | 'materialsBlock'
> = {
  latestArticlesBlock: LatestArticlesBlock,
  flashcardsBlock: FlashcardsBlock,
  eventListBlock: EventListBlock,
  grantListBlock: GrantListBlock,
  materialsBlock: MaterialsBlock,
};
