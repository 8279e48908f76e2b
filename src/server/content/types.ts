import type { z } from 'zod';
import type { BLOCK_DEFINITIONS, BlockType, PreparedBlocks } from '@/cms/blocks';
import type { Block, Page } from '@/cms/vocabulary';
import type { CmsClient } from '../upstream/cms';

/** What a block preparer may use: the CMS client, where media live, and the page the block is on. */
export interface PrepareContext {
  cms: CmsClient;
  /** The CMS's API host, e.g. http://localhost:4010/cms; `/media/` URLs from GetMedia are prefixed with it. */
  cmsBaseUrl: string;
  /** The image CDN's base URL. */
  imageCdnUrl: string;
  page: Page;
}

/** A block's Content as its definition (src/cms/blocks) read it. */
export type ContentOf<Type extends BlockType> = z.output<(typeof BLOCK_DEFINITIONS)[Type]['content']>;

/**
 * A block type's server preparation: from its validated Content to what the page renders (sanitised HTML,
 * fetched lists in `Data`); null drops the block. `block` is the block as the CMS sent it, for preparers that
 * look at the page's other blocks.
 */
export type BlockPreparer<Type extends BlockType> = (
  content: ContentOf<Type>,
  context: PrepareContext,
  block: Block,
) => Promise<PreparedBlocks[Type] | null>;

export type BlockPreparers<Types extends BlockType> = { [Type in Types]: BlockPreparer<Type> };
