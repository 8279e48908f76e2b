import type { ComponentType } from 'react';
import type { SiteProps } from '@/server/loaders/navigation';
import type { Block, Page } from '@/server/upstream/cms-schemas';

/**
 * A block as the page receives it: the CMS's block after the server prepared it (rich text sanitised and
 * rewritten, lists fetched). `Data` holds what a preparer fetched for it; its shape is the block's own.
 */
export type PreparedBlock = Block & { Data?: unknown };

export interface BlockProps {
  block: PreparedBlock;
  page: Page;
  site: SiteProps;
  /** Position on the page: the first blocks render eagerly (images above the fold), the rest lazily. */
  index: number;
}

export type BlockComponent = ComponentType<BlockProps>;
export type BlockGroup = Record<string, BlockComponent>;
