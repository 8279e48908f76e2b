import dynamic from 'next/dynamic';
import { Activity } from 'react';
import type { SiteProps } from '@/server/loaders/navigation';
import type { PageBlock, PreparedBlock, PreparedBlocks, PreparedPage } from '@/cms/blocks';
import { StaticHtml } from '@/components/StaticHtml/StaticHtml';
import { ISLAND_COMPONENTS, isIsland, type IslandType } from './islands';
import type { BlockProps } from './types';

// A listing late on the server is rare: its code loads only on a page that has one.
const PendingBlockView = dynamic(() => import('./PendingBlock').then((m) => m.PendingBlockView));

/**
 * One block. A block no visitor can act on comes as the HTML the server rendered (docs/decisions/0009) and
 * costs the browser neither code nor hydration; an interactive one (an island: carousel, countdown, video,
 * lists with filters, materials) is drawn by its registry component, each loaded as its own chunk and hydrated
 * as its own `Activity` boundary, at once when someone uses it. A listing that was late on the server comes
 * pending, and fetches itself (PendingBlockView). A type without a component renders nothing (the server
 * logged it once).
 */
export function BlockView({ block, ...props }: Omit<BlockProps, 'block'> & { block: PageBlock }) {
  if (block.ContentType === 'staticBlock') return <StaticHtml part={block.Html} />;
  if (block.ContentType === 'pendingBlock')
    return (
      <Activity>
        <PendingBlockView block={block} {...props} />
      </Activity>
    );
  if (!isIslandBlock(block)) return null;
  const Component = ISLAND_COMPONENTS[block.ContentType];
  return (
    <Activity>
      <Component block={block} {...props} />
    </Activity>
  );
}

const isIslandBlock = (block: PreparedBlock): block is PreparedBlocks[IslandType] =>
  isIsland(block.ContentType);

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

/** The type a block of the page has, whether it came as data, as HTML or pending. */
export const typeOfBlock = (block: PageBlock): string =>
  block.ContentType === 'staticBlock' || block.ContentType === 'pendingBlock'
    ? block.Type
    : block.ContentType;

/** How many blocks at the top of the page make its introduction (a hero block), so the template's own parts follow them. */
export const introBlockCount = (page: PreparedPage) =>
  page.Blocks[0] && typeOfBlock(page.Blocks[0]) === 'heroBlock' ? 1 : 0;
