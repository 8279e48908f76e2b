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
  'latestArticlesBlock',
] as const satisfies readonly BlockType[];
