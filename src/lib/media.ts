/** Media URLs (SPEC section 7, "Images"): strip scheme and host, and serve through the image CDN. */
import type { Media } from '@/cms/vocabulary';
import { boundedMemo } from './memo';

export const CDN_DEFAULTS = { fit: 'max', w: 570, q: 70, auto: 'format,enhance' } as const;

/** The path of a media URL, without scheme and host (and without query or hash). */
export function mediaPath(url: string): string {
  try {
    return new URL(url, 'http://media.invalid').pathname;
  } catch {
    return url;
  }
}

export interface CdnParams {
  w?: number;
  h?: number;
  dpr?: number;
  q?: number;
  fit?: string;
  auto?: string;
}

/**
 * A page's images are the CMS's, the same on every render, and each is drawn at several widths (its srcset):
 * every URL is worked out once (URL parsing is most of a server render's image work).
 */
const cdnUrls = boundedMemo<string>(10_000);

/** The CDN URL of a CMS media file: the part of its path after `/media`, with the spec's defaults. */
export function cdnUrl(mediaUrl: string, cdnBase: string, params: CdnParams = {}): string {
  const merged: CdnParams = { ...CDN_DEFAULTS, ...params };
  const { w, h, dpr, q, fit, auto } = merged;
  return cdnUrls(`${mediaUrl}\n${cdnBase}\n${w}|${h}|${dpr}|${q}|${fit}|${auto}`, () => {
    const path = mediaPath(mediaUrl);
    const at = path.indexOf('/media/');
    const rest = at >= 0 ? path.slice(at + '/media'.length) : path;
    const query = new URLSearchParams();
    for (const key of ['w', 'h', 'dpr', 'q', 'fit', 'auto'] as const) {
      const value = merged[key];
      if (value !== undefined) query.set(key, String(value));
    }
    return `${cdnBase.replace(/\/$/, '')}${rest}?${query.toString()}`;
  });
}

/** What an `<img>` of a CMS image needs from the CDN: its URL, candidates and intrinsic size. */
export interface ImageSources {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

const imageSourceSets = boundedMemo<ImageSources>(5000);

/**
 * A CMS image's `src` (570 wide when that is a candidate), `srcset` over `widths` up to the image's own width,
 * and the size it is drawn at; cropped to `aspect` (width/height) when given, else the image's own ratio (16:9
 * when the CMS does not say). Worked out once per image and drawing.
 */
export function imageSources(
  media: Pick<Media, 'Url' | 'Width' | 'Height'>,
  cdnBase: string,
  widths: readonly number[],
  aspect?: number,
): ImageSources {
  const key = `${cdnBase}\n${media.Url}\n${media.Width}x${media.Height}\n${widths.join(',')}\n${aspect}`;
  return imageSourceSets(key, () => {
    const ratio = aspect ?? (media.Width && media.Height ? media.Width / media.Height : 16 / 9);
    const largest = media.Width ?? Math.max(...widths);
    const candidates = widths.filter((w) => w <= largest);
    const usable = candidates.length > 0 ? candidates : [largest];
    const params = (w: number) => (aspect ? { w, h: Math.round(w / ratio), fit: 'crop' } : { w });
    const base = usable.includes(570) ? 570 : (usable[0] ?? 570);
    return {
      src: cdnUrl(media.Url, cdnBase, params(base)),
      srcSet: usable.map((w) => `${cdnUrl(media.Url, cdnBase, params(w))} ${w}w`).join(', '),
      width: base,
      height: Math.round(base / ratio),
    };
  });
}
