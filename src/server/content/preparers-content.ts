import { prepareRichText, richTextMode } from './rich-text';
import type { BlockPreparers } from './types';

const date = (value: string | null | undefined) => (value?.trim() ? value : null);

/**
 * The blocks whose Content carries HTML: every such field is sanitised and rewritten here (rich-text.ts), so the
 * browser only ever receives prepared HTML. The rendering mode travels with the block as `Content.Mode`.
 */
export const contentPreparers: BlockPreparers<'richTextBlock' | 'accordionBlock'> = {
  richTextBlock: async ({ UpdatedDate, ...content }, context) => {
    const prepared = await prepareRichText(content.Text, { updatedDate: date(UpdatedDate), context });
    // UpdatedDate has done its work (the mode) and is not sent on.
    return {
      ContentType: 'richTextBlock',
      Content: { ...content, Text: prepared.html, Mode: prepared.mode },
    };
  },

  /**
   * Accordion items carry HTML but no date of their own. The page's UpdateDate stands in for it: the CMS keeps
   * it no earlier than any edit of the page's content, so a page last saved before the cut-over is certainly in
   * the older format. The mode is decided once for the block (a page without a date gets the spec's warning once).
   */
  accordionBlock: async (content, context) => {
    const mode = richTextMode(date(context.page.UpdateDate), { path: context.page.Url });
    const items = await Promise.all(
      content.Items.map(async (item) => ({
        ...item,
        Text: (await prepareRichText(item.Text, { mode, context })).html,
      })),
    );
    return { ContentType: 'accordionBlock', Content: { ...content, Items: items, Mode: mode } };
  },
};
