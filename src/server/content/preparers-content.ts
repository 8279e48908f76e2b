import { CONTENT_BLOCK_PARSERS } from '@/blocks/content/schemas';
import { log } from '../log';
import type { Block } from '../upstream/cms-schemas';
import { prepareRichText, richTextMode } from './rich-text';
import type { BlockPreparer, PreparerGroup } from './types';

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const date = (value: unknown) => (typeof value === 'string' && value.trim() ? value : null);

/**
 * Server-side preparation of this group's blocks, keyed by ContentType: every field the CMS marks as HTML is
 * sanitised and rewritten here (rich-text.ts), so the browser only ever receives prepared HTML. The rendering
 * mode travels with the block as `Content.Mode`.
 */
const htmlPreparers: PreparerGroup = {
  richTextBlock: async (block, context) => {
    const prepared = await prepareRichText(text(block.Content.Text), {
      updatedDate: date(block.Content.UpdatedDate),
      context,
    });
    return { ...block, Content: { ...block.Content, Text: prepared.html, Mode: prepared.mode } };
  },

  /**
   * Accordion items carry HTML but no date of their own. The page's UpdateDate stands in for it: the CMS keeps
   * it no earlier than any edit of the page's content, so a page last saved before the cut-over is certainly in
   * the older format. The mode is decided once for the block (a page without a date gets the spec's warning once).
   */
  accordionBlock: async (block, context) => {
    const items = Array.isArray(block.Content.Items) ? (block.Content.Items as unknown[]) : [];
    const mode = richTextMode(date(context.page.UpdateDate), { path: context.page.Url });
    const prepared = await Promise.all(
      items.map(async (item) => {
        const record = item && typeof item === 'object' ? (item as Record<string, unknown>) : {};
        const result = await prepareRichText(text(record.Text), { mode, context });
        return { ...record, Text: result.html };
      }),
    );
    return { ...block, Content: { ...block.Content, Items: prepared, Mode: mode } };
  },
};

/** The block with its Content checked against its type's schema (blocks/content/schemas.ts); null drops it. */
function validated(block: Block, path: string): Block | null {
  const parse = CONTENT_BLOCK_PARSERS[block.ContentType];
  if (!parse) return block;
  const content = parse(block.Content);
  if (!content) {
    log.warn({ type: block.ContentType, path }, 'block content does not fit its schema; not rendered');
    return null;
  }
  return { ...block, Content: content as Block['Content'] };
}

/**
 * Every content block: its HTML prepared (where it has any), then its Content validated, so the browser gets
 * only content that fits and no schema code.
 */
export const contentPreparers: PreparerGroup = Object.fromEntries(
  Object.keys(CONTENT_BLOCK_PARSERS).map((type): [string, BlockPreparer] => [
    type,
    async (block, context) => {
      const prepareHtml = htmlPreparers[type];
      const prepared = prepareHtml ? await prepareHtml(block, context) : block;
      return prepared ? validated(prepared, context.page.Url) : null;
    },
  ]),
);
