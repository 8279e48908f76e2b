import { Image as CdnImage } from '@/components/Image/Image';
import type { Media } from '@/cms/vocabulary';
import styles from './Cards.module.css';

/** A card's picture: decorative (the card's heading names it), 16:9, sized for the card grid. Nothing without one. */
export function CardImage({ media }: { media: Media | null | undefined }) {
  if (!media) return null;
  return (
    <div className={styles.media}>
      <CdnImage
        media={media}
        sizes="(min-width: 72rem) 22rem, (min-width: 40rem) 45vw, 100vw"
        aspect={16 / 9}
        decorative
      />
    </div>
  );
}
