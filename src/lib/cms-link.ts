/**
 * How a CMS Link (prisma-free-mock/docs/cms.md "Links"; SPEC section 3 "Link") becomes an anchor: which URLs may be followed at
 * all, whether it stays in the app, and its rel. Pure, so the safety rule is tested without rendering.
 */

/** The fields of a CMS Link this needs; quick links and footer links carry fewer than block links. */
export interface CmsLinkFields {
  Url: string;
  Text: string;
  Target?: string | null;
  NoFollow?: boolean;
  NewWindow?: boolean;
  Download?: boolean;
}

const SAFE_SCHEME = /^(https?:|mailto:|tel:)/i;

/**
 * The URL when it may be followed: http(s), mailto and tel, a path on this site or a fragment; anything else
 * (javascript:, data:, a protocol-relative '//host', a bare word) is null and the link renders as text.
 */
export function safeCmsUrl(url: string): string | null {
  const trimmed = url.trim();
  if (SAFE_SCHEME.test(trimmed)) return trimmed;
  if (trimmed.startsWith('#')) return trimmed;
  if (trimmed.startsWith('/') && !trimmed.startsWith('//') && !trimmed.startsWith('/\\')) return trimmed;
  return null;
}

export interface CmsAnchor {
  href: string;
  /** A page of this site opened in place: the app's router follows it. */
  inApp: boolean;
  newWindow: boolean;
  rel: string | undefined;
  download: boolean;
}

/**
 * The anchor for a link, or null when its URL is not safe. A new window gets noopener (and noreferrer when it
 * leaves the site); NoFollow adds nofollow.
 */
export function cmsAnchor(link: CmsLinkFields): CmsAnchor | null {
  const href = safeCmsUrl(link.Url);
  if (href === null) return null;
  const external = !href.startsWith('/');
  const newWindow = Boolean(link.NewWindow) || link.Target === '_blank';
  const download = Boolean(link.Download);
  const rel =
    [
      link.NoFollow ? 'nofollow' : null,
      newWindow ? 'noopener' : null,
      newWindow && external ? 'noreferrer' : null,
    ]
      .filter(Boolean)
      .join(' ') || undefined;
  return { href, inApp: !external && !newWindow && !download, newWindow, rel, download };
}
