import { isKnownBlockType } from '@/blocks/registry';
import { log } from '../log';
import type { Page } from '../upstream/cms-schemas';
import { contentPreparers } from './preparers-content';
import { listingPreparers } from './preparers-listing';
import type { PrepareContext } from './types';

const PREPARERS = { ...contentPreparers, ...listingPreparers };
const reportedUnknown = new Set<string>();

/**
 * Prepares a CMS page for rendering, once per cached copy: each block goes through its type's preparer;
 * blocks of a type the site has no component for are dropped and logged once per type.
 */
export async function preparePage(page: Page, context: Omit<PrepareContext, 'page'>): Promise<Page> {
  const blocks = await Promise.all(
    page.Blocks.map(async (block) => {
      if (!isKnownBlockType(block.ContentType)) {
        if (!reportedUnknown.has(block.ContentType)) {
          reportedUnknown.add(block.ContentType);
          log.warn({ type: block.ContentType, path: page.Url }, 'unknown block type; not rendered');
        }
        return null;
      }
      const prepare = PREPARERS[block.ContentType];
      return prepare ? prepare(block, { ...context, page }) : block;
    }),
  );
  return { ...page, Blocks: blocks.filter((block) => block !== null) };
}
