import { z } from 'zod';
import { anchored, defineBlock, type PreparedOf } from './define';

export const richTextMode = z.enum(['new', 'old']).catch('new');

/** richTextBlock: HTML, sanitised and rewritten on the server (src/server/content/preparers-content.ts). */
export const richTextBlock = defineBlock(
  'richTextBlock',
  z.object({
    ...anchored,
    Text: z.string().catch(''),
    /** When the text was last edited: decides the rendering mode on the server; not sent on to the browser. */
    UpdatedDate: z.string().nullish().catch(null),
    Mode: richTextMode,
  }),
);
export type RichTextBlock = PreparedOf<typeof richTextBlock>;
