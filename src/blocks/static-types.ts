import type { BlockType } from '@/cms/blocks';

/**
 * The block types no visitor acts on: the server draws them to HTML (src/render/static-blocks.tsx) and the
 * browser has no code for them (islands.ts), docs/decisions/0009. The latest articles are static too, except on
 * the news overview, where "Vis flere" grows them; they are also an island.
 */
export const STATIC_TYPES = [
  'heroBlock',
  'richTextBlock',
  'cardsBlock',
  'ctaBlock',
  'accordionBlock',
  'quoteBlock',
  'factsBlock',
  'contactBlock',
  'imageBlock',
  'videoBlock',
  'latestArticlesBlock',
] as const satisfies readonly BlockType[];

/**
 * The event and grant lists are static too where they hold the cards the CMS put in them (links only); on their
 * overview page they carry the filters and paging, an island.
 */
export const CARD_LIST_TYPES = ['eventListBlock', 'grantListBlock'] as const satisfies readonly BlockType[];

/** What draws a card list as HTML: its section and its cards, not the overview (for the styles the HTML needs). */
export const CARD_LIST_PARTS = [
  'src/blocks/listing/CardListSection.tsx',
  'src/components/Cards/EventCard.tsx',
  'src/components/Cards/GrantCard.tsx',
] as const;
