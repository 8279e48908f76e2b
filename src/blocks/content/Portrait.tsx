import { Image as CdnImage } from '@/components/Image/Image';
import type { Media } from '@/cms/vocabulary';

/**
 * A person's square portrait beside their name, which says who it is (so the image is decorative): drawn
 * `size` CSS pixels wide, fetched at 1×, 2× and 3× that.
 */
export function Portrait({ media, size, className }: { media: Media; size: number; className?: string }) {
  return (
    <CdnImage
      media={media}
      sizes={`${size / 16}rem`}
      widths={[size, size * 2, size * 3]}
      aspect={1}
      decorative
      className={className}
    />
  );
}
