import { Activity } from 'react';
import type { SiteProps } from '@/server/loaders/navigation';
import type { PageBlock, PreparedPage } from '@/cms/blocks';
import { PendingBlockView } from './PendingBlock';
import { BLOCK_COMPONENTS, isKnownBlockType } from './registry';
import type { BlockProps } from './types';

/**
 * One block, drawn by its registry component; a type without a component renders nothing (the server logged it once).
 * A listing that was late on the server comes pending, and fetches itself (PendingBlockView).
 * Each block is its own hydration boundary (`Activity`, decision 0009): the browser takes over the page's frame
 * first and then the blocks one by one in short tasks, or a block at once when someone uses it.
 */
export function BlockView({ block, ...props }: Omit<BlockProps, 'block'> & { block: PageBlock }) {
  if (block.ContentType === 'pendingBlock')
    return (
      <Activity>
        <PendingBlockView block={block} {...props} />
      </Activity>
    );
  const type = block.ContentType;
  const Component = isKnownBlockType(type) ? BLOCK_COMPONENTS[type] : undefined;
  if (!Component) return null;
  return (
    <Activity>
      <Component block={block} {...props} />
    </Activity>
  );
}

/**
 * A page's blocks in order, or a range of them, keeping each block's position on the page (the first blocks
 * load their images eagerly): templates that put their own parts between blocks draw the blocks in ranges.
 */
export function Blocks({
  page,
  site,
  from = 0,
  to,
}: {
  page: PreparedPage;
  site: SiteProps;
  from?: number;
  to?: number;
}) {
  return (
    <>
      {page.Blocks.slice(from, to).map((block, offset) => (
        <BlockView
          key={`${block.ContentType}-${from + offset}`}
          block={block}
          page={page}
          site={site}
          index={from + offset}
        />
      ))}
    </>
  );
}

/** How many blocks at the top of the page make its introduction (a hero block), so the template's own parts follow them. */
export const introBlockCount = (page: PreparedPage) => (page.Blocks[0]?.ContentType === 'heroBlock' ? 1 : 0);
