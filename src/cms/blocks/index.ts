import type { Page } from '../vocabulary';
import { accordionBlock, type AccordionBlock } from './accordion';
import { cardsBlock, type CardsBlock } from './cards';
import { carouselBlock, type CarouselBlock } from './carousel';
import { contactBlock, type ContactBlock } from './contact';
import { countdownBlock, type CountdownBlock } from './countdown';
import { ctaBlock, type CtaBlock } from './cta';
import { eventListBlock, type EventListBlock } from './event-list';
import { factsBlock, type FactsBlock } from './facts';
import { flashcardsBlock, type FlashcardsBlock } from './flashcards';
import { grantListBlock, type GrantListBlock } from './grant-list';
import { heroBlock, type HeroBlock } from './hero';
import { imageBlock, type ImageBlock } from './image';
import { latestArticlesBlock, type LatestArticlesBlock } from './latest-articles';
import { materialsBlock, type MaterialsBlock } from './materials';
import { quoteBlock, type QuoteBlock } from './quote';
import { richTextBlock, type RichTextBlock } from './rich-text';
import { videoBlock, type VideoBlock } from './video';

/**
 * Every block type the site draws, keyed by the CMS's ContentType (prisma-free-mock/docs/cms.md "Blocks"):
 * the one place a block's shape is written (docs/decisions/0019). The server validates each block against it
 * and prepares it (src/server/content/), the UI registers one component per key (src/blocks/registry.ts).
 * Only the server imports this module's values; the UI imports its types.
 */
export const BLOCK_DEFINITIONS = {
  heroBlock,
  richTextBlock,
  cardsBlock,
  ctaBlock,
  accordionBlock,
  quoteBlock,
  factsBlock,
  contactBlock,
  imageBlock,
  videoBlock,
  carouselBlock,
  countdownBlock,
  latestArticlesBlock,
  flashcardsBlock,
  eventListBlock,
  grantListBlock,
  materialsBlock,
} as const;

export type BlockType = keyof typeof BLOCK_DEFINITIONS;

export const isBlockType = (type: string): type is BlockType => Object.hasOwn(BLOCK_DEFINITIONS, type);

/** Each block type as the browser receives it, after the server validated and prepared it. */
export interface PreparedBlocks {
  heroBlock: HeroBlock;
  richTextBlock: RichTextBlock;
  cardsBlock: CardsBlock;
  ctaBlock: CtaBlock;
  accordionBlock: AccordionBlock;
  quoteBlock: QuoteBlock;
  factsBlock: FactsBlock;
  contactBlock: ContactBlock;
  imageBlock: ImageBlock;
  videoBlock: VideoBlock;
  carouselBlock: CarouselBlock;
  countdownBlock: CountdownBlock;
  latestArticlesBlock: LatestArticlesBlock;
  flashcardsBlock: FlashcardsBlock;
  eventListBlock: EventListBlock;
  grantListBlock: GrantListBlock;
  materialsBlock: MaterialsBlock;
}

export type PreparedBlock = PreparedBlocks[BlockType];

/** A page as the templates draw it: only blocks of a known type whose Content fits, each prepared. */
export type PreparedPage = Omit<Page, 'Blocks'> & { Blocks: PreparedBlock[] };
