import { imageSources } from '@/lib/media';
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
  const { src, srcSet, width, height } = imageSources(media, cdnBase, widths, aspect);
  return (
    <img
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={width}
      height={height}
      alt={decorative ? '' : media.AltText}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'low'}
      decoding="async"
      className={className}
    />
  );
}
