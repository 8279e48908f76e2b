import dynamic from 'next/dynamic';
import type { BlockType } from '@/cms/blocks';
import type { BlockComponent } from './types';

/*
 * The browser's table of block components (docs/decisions/0009). A block no visitor acts on reaches the browser
 * as HTML (src/render/static-blocks.tsx), so these load only for a block that came as data: an island
 * (carousel, countdown, video, flashcards, the event, grant and materials lists, the news overview's list), or
 * a listing that was late on the server. Each type is its own chunk, so no page loads the code of a block it
 * does not draw as a component. The server's table, with every component imported, is src/blocks/registry.ts.
 */
const ISLANDS: { [Type in BlockType]: BlockComponent<Type> } = {
  heroBlock: dynamic(() => import('./content/HeroBlock').then((m) => m.HeroBlock)),
  richTextBlock: dynamic(() => import('./content/RichTextBlock').then((m) => m.RichTextBlock)),
  cardsBlock: dynamic(() => import('./content/CardsBlock').then((m) => m.CardsBlock)),
  ctaBlock: dynamic(() => import('./content/CtaBlock').then((m) => m.CtaBlock)),
  accordionBlock: dynamic(() => import('./content/AccordionBlock').then((m) => m.AccordionBlock)),
  quoteBlock: dynamic(() => import('./content/QuoteBlock').then((m) => m.QuoteBlock)),
  factsBlock: dynamic(() => import('./content/FactsBlock').then((m) => m.FactsBlock)),
  contactBlock: dynamic(() => import('./content/ContactBlock').then((m) => m.ContactBlock)),
  imageBlock: dynamic(() => import('./media/ImageBlock/ImageBlock').then((m) => m.ImageBlock)),
  videoBlock: dynamic(() => import('./media/VideoBlock/VideoBlock').then((m) => m.VideoBlock)),
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
export const ISLAND_COMPONENTS = ISLANDS as Readonly<Record<BlockType, BlockComponent<BlockType>>>;

/** A type this build draws; a page kept from an older build could name one it dropped (Object's own names too). */
export const isKnownBlockType = (type: string): type is BlockType => Object.hasOwn(ISLANDS, type);
