import sanitizeHtml, { type Attributes, type IOptions } from 'sanitize-html';
import { cdnUrl } from '@/lib/media';
import { normaliseUdi, type MediaAnswer } from './rich-text-media';
import { cdnFileUrl, isCmsMediaUrl, localLinkTarget, parseLocalLink } from './rich-text-urls';

/**
 * The allowlist and the rewriting rules for CMS rich text (SPEC sections 2, 3 and 7; prisma-free-mock/docs/cms.md "Rich text").
 *
 * Allowed: headings h2–h6 (an editor's h1 becomes h2: the page's only h1 is its hero or header), paragraphs,
 * line breaks, inline emphasis, sup/sub, quotes, lists, links, images, figures, tables, rules. Nothing else:
 * no style or class attributes, no event handlers, no forms, no svg/math, no script/style/object/embed/base/meta.
 * Allowed URL schemes: http, https, mailto, tel (images and iframes: http(s) only); no protocol-relative URLs.
 *
 * Iframes: the CMS content has none (videos are their own block), but editors of an Umbraco rich-text editor
 * do paste YouTube embeds. Only `https://www.youtube-nocookie.com/embed/{id}` survives, rebuilt from the id
 * (plus a numeric `start`), lazy, with a title; every other iframe is dropped with its content.
 *
 * Output is canonical: attributes in alphabetical order, rel tokens sorted, so equal content gives equal HTML.
 */

export type RichTextMode = 'new' | 'old';

export interface RewriteContext {
  cmsBaseUrl: string;
  imageCdnUrl: string;
  mode: RichTextMode;
  /** GetMedia answers by normalised UDI; null = could not be resolved. */
  media: ReadonlyMap<string, MediaAnswer | null>;
}

const REL_TOKENS = ['external', 'nofollow', 'noopener', 'noreferrer', 'sponsored', 'ugc'];
const IMAGE_WIDTHS = [320, 570, 800, 1140] as const;
/** Rich text is drawn at most ~46rem wide (RichText.module.css); phones use the full width. */
const IMAGE_SIZES = '(min-width: 50rem) 46rem, 100vw';
const YOUTUBE_HOSTS = new Set(['www.youtube-nocookie.com', 'youtube-nocookie.com']);

function youtubeEmbed(src: string | undefined): string | null {
  if (!src) return null;
  try {
    const url = new URL(src.trim());
    const id = /^\/embed\/([A-Za-z0-9_-]{6,20})\/?$/.exec(url.pathname)?.[1];
    if (url.protocol !== 'https:' || !YOUTUBE_HOSTS.has(url.hostname) || !id) return null;
    const start = url.searchParams.get('start');
    return `https://www.youtube-nocookie.com/embed/${id}${start && /^\d{1,6}$/.test(start) ? `?start=${start}` : ''}`;
  } catch {
    return null;
  }
}

function relOf(rel: string | undefined, blank: boolean): string | undefined {
  const tokens = new Set(
    (rel ?? '')
      .toLowerCase()
      .split(/\s+/)
      .filter((t) => REL_TOKENS.includes(t)),
  );
  if (blank) tokens.add('noopener');
  return tokens.size > 0 ? [...tokens].sort().join(' ') : undefined;
}

const dimension = (value: unknown): string | undefined => {
  const text =
    typeof value === 'number' ? String(Math.round(value)) : typeof value === 'string' ? value.trim() : '';
  return /^\d{1,5}$/.test(text) && text !== '0' ? text : undefined;
};

/** Attributes in alphabetical order, unset ones left out. */
function sorted(attribs: Readonly<Record<string, string | undefined>>): Attributes {
  const out: Attributes = {};
  for (const key of Object.keys(attribs).sort()) {
    const value = attribs[key];
    if (value !== undefined) out[key] = value;
  }
  return out;
}

/**
 * Sanitiser options. With `collect`, the transforms only report the UDIs they meet (the first pass); without,
 * they rewrite links and images from `context.media` (the second pass). Transforms run before sanitize-html's
 * own attribute and scheme checks, so everything they produce is still checked.
 */
export function richTextOptions(context: RewriteContext, collect?: (udi: string) => void): IOptions {
  const { cmsBaseUrl, imageCdnUrl, media, mode } = context;
  const answer = (udi: string) => media.get(normaliseUdi(udi)) ?? null;

  const link = (_tag: string, attribs: Attributes) => {
    let href = attribs.href?.trim();
    const local = href ? parseLocalLink(href) : null;
    if (local) {
      collect?.(local.udi);
      const resolved = answer(local.udi);
      href = resolved ? `${localLinkTarget(resolved.Url, cmsBaseUrl)}${local.suffix}` : undefined;
    } else if (href && isCmsMediaUrl(href, cmsBaseUrl)) {
      href = cdnFileUrl(href, imageCdnUrl);
    }
    const blank = attribs.target?.trim().toLowerCase() === '_blank';
    return {
      tagName: 'a',
      attribs: sorted({
        href,
        title: attribs.title,
        target: blank ? '_blank' : undefined,
        rel: relOf(attribs.rel, blank),
      }),
    };
  };

  const image = (_tag: string, attribs: Attributes) => {
    let src = attribs.src?.trim() ?? '';
    let alt = attribs.alt ?? '';
    let width = dimension(attribs.width);
    let height = dimension(attribs.height);
    const udi = attribs['data-udi']?.trim();
    if (udi) {
      collect?.(udi);
      const resolved = answer(udi);
      if (resolved) {
        src = resolved.Url;
        alt = resolved.AltText || alt;
        if (!width || !height) {
          width = dimension(resolved.Width);
          height = dimension(resolved.Height);
        }
      } else if (!collect) {
        src = '';
      }
    }
    const out: Attributes = { alt, decoding: 'async', loading: 'lazy' };
    if (src && isCmsMediaUrl(src, cmsBaseUrl)) {
      out.src = cdnUrl(src, imageCdnUrl);
      out.srcset = IMAGE_WIDTHS.map((w) => `${cdnUrl(src, imageCdnUrl, { w })} ${w}w`).join(', ');
      out.sizes = IMAGE_SIZES;
    } else if (src) {
      out.src = src;
    }
    if (width && height) {
      out.width = width;
      out.height = height;
    }
    return { tagName: 'img', attribs: out };
  };

  const iframe = (_tag: string, attribs: Attributes) => {
    const src = youtubeEmbed(attribs.src);
    // The fallback text inside an iframe is never shown; it is dropped with `text: ''`.
    if (!src) return { tagName: 'iframe', attribs: {}, text: '' };
    const out: Attributes = {
      src,
      title: attribs.title?.trim() || 'Indlejret video',
      loading: 'lazy',
      allow: 'accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen',
      referrerpolicy: 'strict-origin-when-cross-origin',
    };
    const width = dimension(attribs.width);
    const height = dimension(attribs.height);
    if (width && height) Object.assign(out, { width, height });
    return { tagName: 'iframe', attribs: out, text: '' };
  };

  const cell = ['scope', 'colspan', 'rowspan'];
  return {
    allowedTags: [
      'h2',
      'h3',
      'h4',
      'h5',
      'h6',
      'p',
      'br',
      'strong',
      'b',
      'em',
      'i',
      'u',
      's',
      'sup',
      'sub',
      'blockquote',
      'ul',
      'ol',
      'li',
      'a',
      'img',
      'figure',
      'figcaption',
      'table',
      'caption',
      'thead',
      'tbody',
      'tfoot',
      'tr',
      'th',
      'td',
      'hr',
      'iframe',
    ],
    allowedAttributes: {
      a: ['href', 'title', 'target', 'rel'],
      img: ['src', 'srcset', 'sizes', 'alt', 'width', 'height', 'loading', 'decoding'],
      th: cell,
      td: cell,
      iframe: ['src', 'title', 'width', 'height', 'loading', 'allow', 'referrerpolicy'],
    },
    allowedSchemes: ['http', 'https', 'mailto', 'tel'],
    allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
    allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
    allowProtocolRelative: false,
    allowedIframeHostnames: ['www.youtube-nocookie.com'],
    allowIframeRelativeUrls: false,
    allowVulnerableTags: false,
    disallowedTagsMode: 'discard',
    // Tags whose text must not leak into the page either (besides sanitize-html's script, style, textarea…).
    nonTextTags: [
      'script',
      'style',
      'textarea',
      'option',
      'noscript',
      'xmp',
      'svg',
      'math',
      'object',
      'embed',
      'template',
      'title',
      'iframe',
      'noembed',
      'noframes',
      'select',
    ],
    parseStyleAttributes: false,
    transformTags: {
      h1: (_tag, attribs) => ({ tagName: 'h2', attribs }),
      a: link,
      img: image,
      iframe,
      '*': (tagName, attribs) => ({ tagName, attribs: sorted(attribs) }),
    },
    exclusiveFilter: (frame) => {
      if ((frame.tag === 'img' || frame.tag === 'iframe') && !frame.attribs.src) return true;
      // A link whose target was unsafe or could not be resolved keeps its text, not an empty <a>.
      if (frame.tag === 'a' && !frame.attribs.href) return 'excludeTag';
      // The newer editor spaces paragraphs with margins; an empty paragraph there is a stray. In the older mode
      // editors used empty paragraphs as deliberate spacing, so they stay.
      if (mode === 'new' && frame.tag === 'p' && !frame.text.trim() && frame.mediaChildren.length === 0)
        return true;
      return false;
    },
  };
}

/** Wraps each table in a focusable, labelled region that scrolls sideways on narrow screens. */
export function wrapTables(html: string): string {
  return html
    .replace(/<table>/g, '<div class="rte-table" role="region" tabindex="0" aria-label="Tabel"><table>')
    .replace(/<\/table>/g, '</table></div>');
}

export function sanitizeRichText(
  html: string,
  context: RewriteContext,
  collect?: (udi: string) => void,
): string {
  return sanitizeHtml(html, richTextOptions(context, collect));
}
