import type { LateBlockType, PageBlock, PreparedBlock, PreparedPage } from '@/cms/blocks';
import type { Block, Page } from '@/cms/vocabulary';
import { log } from '../log';
import { prepareBlock } from './prepare-page';
import type { PrepareContext } from './types';

/**
 * A page's listing blocks against the data deadline (docs/decisions/0011, "A slow call costs only its own
 * part"). Their lists come from other services (the search index, the CMS's article and flashcard lists); one
 * that has not answered by the deadline is sent as a pending block, and the browser fetches it. The page's own
 * content (rich text, heroes, cards) is always waited for: without it there is no page.
 */

/** The block types whose preparation fetches a list from another call than the page's own. */
export const LATE_BLOCK_TYPES = [
  'latestArticlesBlock',
  'flashcardsBlock',
  'eventListBlock',
  'grantListBlock',
] as const satisfies readonly LateBlockType[];
const MAY_BE_LATE: ReadonlySet<string> = new Set(LATE_BLOCK_TYPES);
const mayBeLate = (type: string): type is LateBlockType => MAY_BE_LATE.has(type);

/** A page prepared past its deadline: what was ready, and the whole page once the late blocks have answered. */
export interface LatePage {
  late: PreparedPage;
  complete: Promise<PreparedPage>;
}

export const isLatePage = (value: PreparedPage | LatePage): value is LatePage => 'complete' in value;

const anchorOf = ({ Headline, AnchorId }: Block['Content']) => ({
  ...(Headline === undefined ? {} : { Headline }),
  ...(AnchorId === undefined ? {} : { AnchorId }),
});

const assemble = (page: Page, blocks: (PageBlock | null)[]): PreparedPage => ({
  ...page,
  Blocks: blocks.filter((block) => block !== null),
});

/**
 * Prepares the page's blocks, waiting for them until `deadlineAt` (epoch ms). All in time: the prepared page,
 * every block through prepareBlock. Otherwise a late page: the blocks that are still fetching stand as pending
 * blocks, and `complete` is the page with every block, once the late ones have answered (their own upstream
 * timeout bounds that; a failed list is the preparer's own fallback, as on the normal path).
 */
export async function preparePageWithin(
  page: Page,
  context: Omit<PrepareContext, 'page'>,
  deadlineAt: number,
): Promise<PreparedPage | LatePage> {
  const settled = new Map<number, PreparedBlock | null>();
  const preparing = page.Blocks.map((block, index) =>
    prepareBlock(block, { ...context, page }).then((prepared) => {
      settled.set(index, prepared);
      return prepared;
    }),
  );
  const all = Promise.all(preparing);
  const ownContent = preparing.filter((_, index) => !mayBeLate(page.Blocks[index]?.ContentType ?? ''));
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), Math.max(0, deadlineAt - Date.now()));
  });
  try {
    const first = await Promise.race([all, deadline]);
    if (first !== 'late') return assemble(page, first);
  } finally {
    clearTimeout(timer);
  }
  // The page's own content is waited for past the deadline; only listings are left behind.
  await Promise.all(ownContent);
  const pending = page.Blocks.flatMap((block, index) => (settled.has(index) ? [] : [block.ContentType]));
  if (pending.length === 0) return assemble(page, await all);
  log.info({ path: page.Url, pending }, 'listing blocks not ready by the data deadline; sent pending');
  const late = assemble(
    page,
    page.Blocks.map((block, index): PageBlock | null => {
      if (settled.has(index)) return settled.get(index) ?? null;
      // Only a listing can still be unsettled here: everything else was waited for.
      const type = block.ContentType;
      return mayBeLate(type)
        ? { ContentType: 'pendingBlock', Type: type, Content: anchorOf(block.Content) }
        : null;
    }),
  );
  return { late, complete: all.then((blocks) => assemble(page, blocks)) };
}
