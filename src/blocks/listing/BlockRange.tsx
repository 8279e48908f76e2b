import type { SiteProps } from '@/server/loaders/navigation';
import type { Page } from '@/server/upstream/cms-schemas';
import { BLOCKS } from '../registry';

/**
 * Some of a page's blocks, keeping each block's position on the page (the first blocks load their images
 * eagerly): templates that put their own parts between blocks draw the blocks in ranges.
 */
export function BlockRange({
  page,
  site,
  from = 0,
  to,
}: {
  page: Page;
  site: SiteProps;
  from?: number;
  to?: number;
}) {
  return (
    <>
      {page.Blocks.slice(from, to).map((block, offset) => {
        const index = from + offset;
        const Component = BLOCKS[block.ContentType];
        return Component ? (
          <Component
            key={`${block.ContentType}-${index}`}
            block={block}
            page={page}
            site={site}
            index={index}
          />
        ) : null;
      })}
    </>
  );
}

/** How many blocks at the top of the page make its introduction (a hero block), so the template's own parts follow them. */
export const introBlockCount = (page: Page) => (page.Blocks[0]?.ContentType === 'heroBlock' ? 1 : 0);
