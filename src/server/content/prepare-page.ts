import { BLOCK_DEFINITIONS, isBlockType, type BlockType, type PreparedBlock } from '@/cms/blocks';
import type { Block } from '@/cms/vocabulary';
import { log } from '../log';
import { contentPreparers } from './preparers-content';
import { listingPreparers } from './preparers-listing';
import type { BlockPreparer, ContentOf, PrepareContext } from './types';

/** The block types whose server preparation does more than validate (sanitised HTML, fetched lists). */
const PREPARERS: { [Type in BlockType]?: BlockPreparer<Type> } = { ...contentPreparers, ...listingPreparers };
const reportedUnknown = new Set<string>();

/**
 * One block of a known type: its Content read by the type's definition (src/cms/blocks), then its preparer.
 * A block whose Content does not fit is dropped with one log line.
 */
async function prepareKnown<Type extends BlockType>(
  type: Type,
  block: Block,
  context: PrepareContext,
): Promise<PreparedBlock | null> {
  const parsed = BLOCK_DEFINITIONS[type].content.safeParse(block.Content);
  if (!parsed.success) {
    log.warn({ type, path: context.page.Url }, 'block content does not fit its schema; not rendered');
    return null;
  }
  const prepare: BlockPreparer<Type> | undefined = PREPARERS[type];
  // TypeScript cannot tie a generic key's schema to its output; the table's own type (ContentOf) does.
  if (prepare) return prepare(parsed.data as ContentOf<Type>, context, block);
  // The types without a preparer carry no Data: their prepared block is the validated Content.
  return { ContentType: type, Content: parsed.data } as PreparedBlock;
}

/**
 * A block as the browser will receive it, or null: blocks of a type the site has no definition for are
 * dropped and logged once per type; the others are validated and prepared by their type.
 */
export function prepareBlock(block: Block, context: PrepareContext): Promise<PreparedBlock | null> {
  if (isBlockType(block.ContentType)) return prepareKnown(block.ContentType, block, context);
  if (!reportedUnknown.has(block.ContentType)) {
    reportedUnknown.add(block.ContentType);
    log.warn({ type: block.ContentType, path: context.page.Url }, 'unknown block type; not rendered');
  }
  return Promise.resolve(null);
}
