import type { SiteProps } from '@/server/loaders/navigation';
import type { Page } from '@/server/upstream/cms-schemas';
import { BLOCKS } from './registry';

/** A page's blocks in order; a type without a component renders nothing (the server logged it once). */
export function Blocks({ page, site, skip = [] }: { page: Page; site: SiteProps; skip?: string[] }) {
  return (
    <>
      {page.Blocks.map((block, index) => {
        if (skip.includes(block.ContentType)) return null;
        const Component = BLOCKS[block.ContentType];
        return Component ? <Component key={`${block.ContentType}-${index}`} block={block} page={page} site={site} index={index} /> : null;
      })}
    </>
  );
}
