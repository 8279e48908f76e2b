import { mediaPath } from '@/lib/media';

/** Where the links and files of CMS rich text point, and where the site sends them (rich-text-policy.ts). */

const LOCAL_LINK = /^\/?\{localLink:([^}]*)\}(.*)$/is;

/** `/{localLink:umb://…}#suffix` → the UDI and what followed the braces. */
export function parseLocalLink(href: string): { udi: string; suffix: string } | null {
  const match = LOCAL_LINK.exec(href.trim());
  return match ? { udi: match[1] ?? '', suffix: match[2] ?? '' } : null;
}

const isRelativePath = (url: string) =>
  url.startsWith('/') && !url.startsWith('//') && !url.startsWith('/\\');

/** A media file on the CMS: a site-relative path containing /media/, or an absolute URL on the CMS's origin. */
export function isCmsMediaUrl(url: string, cmsBaseUrl: string): boolean {
  const value = url.trim();
  if (isRelativePath(value)) return mediaPath(value).includes('/media/');
  try {
    const parsed = new URL(value);
    return (
      /^https?:$/.test(parsed.protocol) &&
      parsed.origin === new URL(cmsBaseUrl).origin &&
      parsed.pathname.includes('/media/')
    );
  } catch {
    return false;
  }
}

/** A linked media file through the image CDN: its base plus the path after `/media`, no resizing. */
export function cdnFileUrl(url: string, imageCdnUrl: string): string {
  const path = mediaPath(url.trim());
  const at = path.indexOf('/media/');
  return `${imageCdnUrl.replace(/\/$/, '')}${at >= 0 ? path.slice(at + '/media'.length) : path}`;
}

/** Where a resolved `localLink:` points: a file on the CMS host, or (a document) the page path as given. */
export function localLinkTarget(answerUrl: string, cmsBaseUrl: string): string {
  const url = answerUrl.trim();
  if (!url.includes('/media/') || /^https?:\/\//i.test(url)) return url;
  return `${cmsBaseUrl.replace(/\/$/, '')}${url.startsWith('/') ? url : `/${url}`}`;
}
