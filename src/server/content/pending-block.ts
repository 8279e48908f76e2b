import { parse } from 'node:querystring';
import type { LateBlockType, PreparedBlock } from '@/cms/blocks';
import { log } from '../log';
import { loadContentPage } from '../loaders/page';
import type { Upstream } from '../upstream';
import { viewListings } from './listing-view';

export interface PendingBlockRequest {
  /** The page's path (its CMS Url). */
  path: string;
  /** The block's place in the page's blocks as sent. */
  index: number;
  type: LateBlockType;
  /** The page's query string as the browser has it (an overview's filters and page), '' for none. */
  search: string;
}

/**
 * A block the page's HTML sent pending (docs/decisions/0011), as this view of the page shows it: from the page
 * cache, or from the preparation still under way (its late call is not made twice), then cut to the view like
 * the page itself (listing-view.ts). `'gone'` when the page has no such block any more (it changed, or went);
 * null when it cannot be had now (the CMS is down, already logged).
 */
export async function pendingBlock(
  upstream: Upstream,
  { path, index, type, search }: PendingBlockRequest,
): Promise<PreparedBlock | null | 'gone'> {
  const result = await loadContentPage(upstream, path);
  if (result.kind === 'not-found') return 'gone';
  if (result.kind === 'unavailable') return null;
  let page = result.page;
  if (result.complete) {
    try {
      page = await result.complete;
    } catch (error) {
      log.warn({ path, err: error instanceof Error ? error.message : String(error) }, 'pending block failed');
      return null;
    }
  }
  const block = viewListings(page, parse(search.replace(/^\?/, ''))).Blocks[index];
  return block && block.ContentType === type ? block : 'gone';
}
