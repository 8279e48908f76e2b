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

/** The block types whose lists come from another call than the page's own, so they can be late. */
export type LateBlockType = 'latestArticlesBlock' | 'flashcardsBlock' | 'eventListBlock' | 'grantListBlock';

/**
 * A listing block whose list was not ready by the page's data deadline (docs/decisions/0011): drawn in its
 * loading state, and the browser fetches the prepared block (`content.pendingBlock`, by the page's path and the
 * block's place). It keeps the block's headline and anchor, so its place on the page and in the in-page menu
 * stays.
 */
export interface PendingBlock {
  ContentType: 'pendingBlock';
  /** The block's own type, drawn once its data has come. */
  Type: LateBlockType;
  Content: { Headline?: string; AnchorId?: string };
}

/**
 * HTML the server rendered once per prepared copy of a page (docs/decisions/0009): a block, a template's part or
 * the footer that no visitor can act on. `html` is there when the browser needs it (a page reached by a link);
 * in a page's first HTML it is left out, because the document already holds it.
 */
export interface StaticPart {
  html?: string;
}

/**
 * A block no visitor can act on, sent as its HTML (docs/decisions/0009): no component code for it reaches the
 * browser. It keeps its type, headline and anchor, so the landing page's in-page menu is drawn from it.
 */
export interface StaticBlock {
  ContentType: 'staticBlock';
  Type: BlockType;
  Content: { Headline?: string; AnchorId?: string };
  Html: StaticPart;
}

/** A block of a page as it is sent: prepared, rendered to HTML, or still on its way. */
export type PageBlock = PreparedBlock | StaticBlock | PendingBlock;

/**
 * A page as the templates draw it: only blocks of a known type whose Content fits, each prepared, or (a
 * listing whose upstream was slow) pending.
 */
export type PreparedPage = Omit<Page, 'Blocks'> & {
  Blocks: PageBlock[];
  /** The template's own parts that no visitor can act on (its intro, an article's heading), as HTML. */
  Parts?: Partial<Record<TemplatePart, StaticPart>>;
};

/** The parts of a template the server renders to HTML (src/render/static-template-parts.tsx). */
export type TemplatePart = 'intro' | 'articleHeader';
