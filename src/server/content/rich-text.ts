import sanitizeHtml from 'sanitize-html';
import type { PrepareContext } from './types';

export type RichTextMode = 'new' | 'old';
export interface PreparedRichText {
  html: string;
  mode: RichTextMode;
}

/**
 * Sanitises and rewrites CMS rich text for the page (SPEC sections 2, 3 and 7).
 * Interim version: sanitising only; link/media rewriting and the old/new modes are being built.
 */
export function prepareRichText(
  html: string,
  _options: { updatedDate?: string | null; context: Omit<PrepareContext, 'page'> },
): Promise<PreparedRichText> {
  return Promise.resolve({ html: sanitizeHtml(html), mode: 'new' });
}
