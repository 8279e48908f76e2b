import { blockAnchorId } from '@/lib/routes';
import { Image as CdnImage } from '@/components/Image/Image';
import type { BlockProps } from '../../types';
import { nonEmpty } from '../../fields';
import styles from './ImageBlock.module.css';

/** `imageBlock`: one image with its caption; the first block on a page loads it eagerly. */
export function ImageBlock({ block, index }: BlockProps<'imageBlock'>) {
  const image = block.Content.Image ?? null;
  if (!image) return null;
  const headline = nonEmpty(block.Content.Headline);
  const caption = nonEmpty(block.Content.Caption);
  return (
    <section className={`container ${styles.block}`} id={blockAnchorId(block.Content.AnchorId)}>
      {headline ? <h2 className={styles.headline}>{headline}</h2> : null}
      <figure className={styles.figure}>
        <CdnImage
          media={image}
          sizes="(min-width: 74rem) 72rem, calc(100vw - 2rem)"
          priority={index === 0}
          className={styles.image}
        />
        {caption ? <figcaption className={styles.caption}>{caption}</figcaption> : null}
      </figure>
    </section>
  );
}
