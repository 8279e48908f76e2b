import { Suspense } from 'react';
import type { SiteProps } from '@/server/loaders/navigation';
import type { Page } from '@/server/upstream/cms-schemas';
import { BLOCKS, isKnownBlockType } from './registry';
import type { BlockProps } from './types';

/**
 * One block, drawn by its registry component; a type without a component renders nothing (the server logged
 * it once). Each block is its own Suspense boundary. Nothing here suspends: the boundary lets the browser
 * hydrate the page's blocks after the header, each as its own piece of interruptible work, instead of all of
 * them in one long task at load (React hydrates a server-rendered boundary at a lower priority, and hydrates
 * it at once when it is clicked or typed into first). The server's HTML is the same, but for React's
 * `<!--$-->` markers.
 */
export function BlockView(props: BlockProps) {
  const Component = isKnownBlockType(props.block.ContentType) ? BLOCKS[props.block.ContentType] : undefined;
  if (!Component) return null;
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}

/**
 * A page's blocks in order, or a range of them, keeping each block's position on the page (the first blocks
 * load their images eagerly): templates that put their own parts between blocks draw the blocks in ranges.
 */
export function Blocks({ page, site, from = 0, to }: { page: Page; site: SiteProps; from?: number; to?: number }) {
  return (
    <>
      {page.Blocks.slice(from, to).map((block, offset) => (
        <BlockView key={`${block.ContentType}-${from + offset}`} block={block} page={page} site={site} index={from + offset} />
      ))}
    </>
  );
}

/** How many blocks at the top of the page make its introduction (a hero block), so the template's own parts follow them. */
export const introBlockCount = (page: Page) => (page.Blocks[0]?.ContentType === 'heroBlock' ? 1 : 0);
