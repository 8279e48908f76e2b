import { log } from '../log';
import type { Page } from '@/cms/vocabulary';
import { sanitizeRichText, wrapTables, type RichTextMode } from './rich-text-policy';
import { resolveAll, type MediaLookup } from './rich-text-media';
import type { PrepareContext } from './types';

export type { RichTextMode } from './rich-text-policy';

export interface PreparedRichText {
  html: string;
  mode: RichTextMode;
}

/** SPEC section 9: content updated on or after this instant is drawn in the newer rich-text mode. */
export const RICH_TEXT_CUTOVER = '2023-01-01T14:26:22.483Z';
const CUTOVER_MS = Date.parse(RICH_TEXT_CUTOVER);
/** SPEC section 8, word for word. */
export const UPDATED_DATE_MISSING = "Updated Date Missing, Can't display RTE correctly";

/** What preparation needs: GetMedia, where files and the CDN live; the page only to say where a warning came from. */
export type RichTextContext = Omit<PrepareContext, 'page' | 'cms'> & { cms: MediaLookup; page?: Page };

/**
 * The rendering mode of rich text by its updated date: on or after the cut-over 'new', before it 'old'.
 * A missing (or unreadable) date logs the spec's warning and uses the older mode.
 */
export function richTextMode(
  updatedDate: string | null | undefined,
  where?: { path?: string },
): RichTextMode {
  const at = updatedDate ? Date.parse(updatedDate) : Number.NaN;
  if (Number.isNaN(at)) {
    log.warn({ path: where?.path, updatedDate: updatedDate ?? null }, UPDATED_DATE_MISSING);
    return 'old';
  }
  return at >= CUTOVER_MS ? 'new' : 'old';
}

/**
 * Sanitises and rewrites CMS rich text for the page (SPEC sections 2, 3 and 7; the rules are in
 * rich-text-policy.ts): `localLink:` links and `data-udi` images resolved through GetMedia (cached per UDI),
 * `/media/` links and images to the image CDN, `rel="noopener"` on `target="_blank"`, tables made scrollable.
 * Two passes over the same input: the first collects the UDIs, the second writes the result with their answers.
 */
export async function prepareRichText(
  html: string,
  options: {
    updatedDate?: string | null;
    context: RichTextContext;
    /** A mode the caller already decided (e.g. once for several texts of one block); skips the date check. */
    mode?: RichTextMode;
  },
): Promise<PreparedRichText> {
  const { context } = options;
  const mode = options.mode ?? richTextMode(options.updatedDate, { path: context.page?.Url });
  if (!html.trim()) return { html: '', mode };
  const base = { cmsBaseUrl: context.cmsBaseUrl, imageCdnUrl: context.imageCdnUrl, mode };

  const udis = new Set<string>();
  sanitizeRichText(html, { ...base, media: new Map() }, (udi) => udis.add(udi));
  const media = udis.size > 0 ? await resolveAll(context.cms, udis) : new Map();

  return { html: wrapTables(sanitizeRichText(html, { ...base, media })), mode };
}
