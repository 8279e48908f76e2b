import dynamic from 'next/dynamic';
import type { BlockType } from '@/cms/blocks';
import { STATIC_TYPES } from './static-types';
import type { BlockComponent } from './types';

/*
 * The browser's table of block components (docs/decisions/0009): the types a visitor acts on (islands: carousel,
 * countdown, flashcards, the materials list, and the event and grant lists where they carry their
 * overview), and the latest articles, which are interactive on the news overview and may come late on any page. Every other type always comes as HTML the
 * server rendered (src/render/static-blocks.tsx), so the browser has no code for it. Each type is its own chunk,
 * so a page loads the code of the islands it draws only. The server's table, with every component, is
 * src/blocks/registry.ts.
 */
export type IslandType =
  | 'carouselBlock'
  | 'countdownBlock'
  | 'latestArticlesBlock'
  | 'flashcardsBlock'
  | 'eventListBlock'
  | 'grantListBlock'
  | 'materialsBlock';

const ISLANDS: { [Type in IslandType]: BlockComponent<Type> } = {
  carouselBlock: dynamic(() => import('./media/CarouselBlock/CarouselBlock').then((m) => m.CarouselBlock)),
  countdownBlock: dynamic(() =>
    import('./media/CountdownBlock/CountdownBlock').then((m) => m.CountdownBlock),
  ),
  latestArticlesBlock: dynamic(() =>
    import('./listing/LatestArticlesBlock').then((m) => m.LatestArticlesBlock),
  ),
  flashcardsBlock: dynamic(() => import('./listing/FlashcardsBlock').then((m) => m.FlashcardsBlock)),
  eventListBlock: dynamic(() => import('./listing/EventListBlock').then((m) => m.EventListBlock)),
  grantListBlock: dynamic(() => import('./listing/GrantListBlock').then((m) => m.GrantListBlock)),
  // With the typed API: "Hent" asks who the person is and downloads through it.
  materialsBlock: dynamic(() =>
    Promise.all([import('./listing/MaterialsBlock'), import('@/lib/client/TrpcProvider')]).then(
      ([m, { withTrpc }]) => withTrpc(m.MaterialsBlock),
    ),
  ),
};

/** The table as BlockView reads it: by a block whose type it knows only as the union (see registry.ts). */
export const ISLAND_COMPONENTS = ISLANDS as Readonly<Record<IslandType, BlockComponent<IslandType>>>;

/** A type the browser draws itself (Object's own names are not). */
export const isIsland = (type: string): type is IslandType => Object.hasOwn(ISLANDS, type);

/** A type this build knows, drawn as HTML or by the browser; a page kept from an older build could name one it dropped. */
export const isKnownBlockType = (type: string): type is BlockType => KNOWN.has(type);
const KNOWN = new Set<string>([...Object.keys(ISLANDS), ...STATIC_TYPES]);
