import { cdnUrl } from '@/lib/media';
import { useImageCdn } from '@/components/SiteConfig/SiteConfig';
import type { Media } from '@/cms/vocabulary';

export interface ImageProps {
  media: Media;
  /** The `sizes` attribute: how wide the image is drawn, e.g. '(min-width: 72rem) 570px, 100vw'. */
  sizes: string;
  /** Candidate widths for `srcset`. */
  widths?: readonly number[];
  /** Width/height ratio to crop to; the media's own ratio by default. */
  aspect?: number;
  /**
   * Above the fold: loaded eagerly with high priority. Everything else is lazy and low priority: Chromium's
   * lazy-load distance is over a screen, so `lazy` alone still fetches images below the fold during the first
   * load, where they would compete with the LCP image.
   */
  priority?: boolean;
  className?: string;
  /** Decorative images get alt="" whatever the CMS says. */
  decorative?: boolean;
}

const DEFAULT_WIDTHS = [320, 570, 800, 1140, 1600] as const;

/**
 * A CMS image through the image CDN: responsive `srcset`, explicit width and height (so nothing shifts),
 * lazy and low priority below the fold, the CDN's defaults (fit max, quality 70, enhance, automatic format).
 */
export function Image({
  media,
  sizes,
  widths = DEFAULT_WIDTHS,
  aspect,
  priority = false,
  className,
  decorative,
}: ImageProps) {
  const cdnBase = useImageCdn();
  const ratio = aspect ?? (media.Width && media.Height ? media.Width / media.Height : 16 / 9);
  const largest = media.Width ?? Math.max(...widths);
  const candidates = widths.filter((w) => w <= largest);
  const usable = candidates.length > 0 ? candidates : [largest];
  const params = (w: number) => (aspect ? { w, h: Math.round(w / ratio), fit: 'crop' } : { w });
  const srcSet = usable.map((w) => `${cdnUrl(media.Url, cdnBase, params(w))} ${w}w`).join(', ');
  const base = usable.includes(570) ? 570 : (usable[0] ?? 570);
  return (
    <img
      src={cdnUrl(media.Url, cdnBase, params(base))}
      srcSet={srcSet}
      sizes={sizes}
      width={base}
      height={Math.round(base / ratio)}
      alt={decorative ? '' : media.AltText}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding="async"
      className={className}
    />
  );
}
