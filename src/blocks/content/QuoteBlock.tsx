import { themeStyle } from '@/lib/themes';
import type { BlockProps } from '../types';
import { Portrait } from './Portrait';
import styles from './QuoteBlock.module.css';
import { HeadedSection } from './Section';
import { nonEmpty } from './shared';

/** A quotation with its author: figure, blockquote and figcaption. The portrait is decorative (the name is there). */
export function QuoteBlock({ block }: BlockProps<'quoteBlock'>) {
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Quote, Author, Role, Image: media, Theme } = content;
  const headline = nonEmpty(Headline);
  const author = nonEmpty(Author);
  const role = nonEmpty(Role);
  return (
    <HeadedSection anchorId={AnchorId} headline={headline} narrow theme={{ name: Theme, band: false }}>
      <figure className={styles.figure} style={themeStyle(Theme)}>
        <blockquote className={styles.quote}>
          <p>{Quote}</p>
        </blockquote>
        {author || role ? (
          <figcaption className={styles.caption}>
            {media ? <Portrait media={media} size={64} className={styles.portrait} /> : null}
            <span>
              {author ? <span className={styles.author}>{author}</span> : null}
              {role ? <span className={styles.role}>{role}</span> : null}
            </span>
          </figcaption>
        ) : null}
      </figure>
    </HeadedSection>
  );
}
