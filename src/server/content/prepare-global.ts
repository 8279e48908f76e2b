import sanitizeHtml from 'sanitize-html';
import type { Global } from '../upstream/cms-schemas';
import { prepareRichText } from './rich-text';
import type { PrepareContext } from './types';

/**
 * Icons are drawings, nothing else: shapes and a title. Everything that can run code, load something or
 * carry CSS (script, foreignObject, use, image, a, animate/set, style, href, on*) is not on the list.
 */
const SVG_TAGS = ['svg', 'path', 'g', 'circle', 'rect', 'polygon', 'title'];
const PAINT = [
  'fill',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'opacity',
  'transform',
];
const SVG_ATTRIBUTES: Record<string, string[]> = {
  svg: ['xmlns', 'viewBox', 'width', 'height', 'aria-hidden', 'focusable', ...PAINT],
  path: ['d', ...PAINT],
  g: PAINT,
  circle: ['cx', 'cy', 'r', ...PAINT],
  rect: ['x', 'y', 'width', 'height', 'rx', 'ry', ...PAINT],
  polygon: ['points', ...PAINT],
  title: [],
};
/** Values that could reach out of the drawing (url(), javascript:, CSS expressions) are dropped. */
const UNSAFE_VALUE = /url\s*\(|javascript:|expression\s*\(|[<>]/i;

/**
 * Sanitises a CMS icon (Global.SoMe[].SVG) to a decorative inline SVG: allowed shapes and safe attributes
 * only, hidden from assistive technology (the link around it carries the name). '' when nothing is left.
 */
export function sanitizeSvg(markup: string): string {
  const clean = sanitizeHtml(markup, {
    allowedTags: SVG_TAGS,
    allowedAttributes: SVG_ATTRIBUTES,
    allowedSchemes: [],
    allowProtocolRelative: false,
    // Keep SVG's camelCase attribute names (viewBox); the allowlist is exact, so other cases are dropped.
    parser: { lowerCaseAttributeNames: false },
    // A dropped element goes with everything inside it (foreignObject's HTML, script text).
    disallowedTagsMode: 'completelyDiscard',
    transformTags: {
      '*': (tagName, attribs) => {
        const safe = Object.fromEntries(
          Object.entries(attribs).filter(([, value]) => !UNSAFE_VALUE.test(value)),
        );
        if (tagName === 'svg') Object.assign(safe, { 'aria-hidden': 'true', focusable: 'false' });
        return { tagName, attribs: safe };
      },
    },
  });
  const trimmed = clean.trim();
  return trimmed.startsWith('<svg') ? trimmed : '';
}

/**
 * Prepares the site-wide data once per fetched copy: SoMe icons sanitised, the login modal's rich text
 * (ModalInformation) sanitised and rewritten like any rich text. Global has no UpdatedDate of its own: it is
 * always current editor content, so it is prepared in the newer rich-text mode (dated now).
 */
export async function prepareGlobal(
  global: Global,
  context: Omit<PrepareContext, 'page'>,
  now: Date = new Date(),
): Promise<Global> {
  const modal = global.MyPageSettings.ModalInformation
    ? (
        await prepareRichText(global.MyPageSettings.ModalInformation, {
          updatedDate: now.toISOString(),
          context,
        })
      ).html
    : '';
  return {
    ...global,
    SoMe: global.SoMe.map((item) => ({ ...item, SVG: sanitizeSvg(item.SVG) })),
    MyPageSettings: { ...global.MyPageSettings, ModalInformation: modal },
  };
}
