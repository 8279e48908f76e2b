import type { ComponentType } from 'react';
import type { BlockType, PreparedBlocks, PreparedPage } from '@/cms/blocks';
import type { SiteProps } from '@/server/loaders/navigation';

/**
 * What a block component receives: its block as the server validated and prepared it (the type's definition in
 * src/cms/blocks; types only, so no schema code reaches the browser), the page and the site.
 */
export interface BlockProps<Type extends BlockType = BlockType> {
  block: PreparedBlocks[Type];
  page: PreparedPage;
  site: SiteProps;
  /** Position on the page: the first blocks render eagerly (images above the fold), the rest lazily. */
  index: number;
}

export type BlockComponent<Type extends BlockType> = ComponentType<BlockProps<Type>>;

/** One component per block type of a group, each typed by its definition's prepared block. */
export type BlockComponents<Types extends BlockType> = { [Type in Types]: BlockComponent<Type> };
