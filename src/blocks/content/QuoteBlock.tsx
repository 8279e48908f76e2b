import { blockAnchorId } from '@/lib/routes';
import { useId } from 'react';
import { Image as CdnImage } from '@/components/Image/Image';
import { resolveTheme, themeStyle } from '@/lib/themes';
import type { BlockProps } from '../types';
import styles from './QuoteBlock.module.css';
import { Section, SectionHeadline, sectionStyles } from './Section';
import { nonEmpty } from './shared';

/** A quotation with its author: figure, blockquote and figcaption. The portrait is decorative (the name is there). */
export function QuoteBlock({ block }: BlockProps<'quoteBlock'>) {
  const headingId = useId();
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Quote, Author, Role, Image: media, Theme } = content;
  const headline = nonEmpty(Headline);
  const author = nonEmpty(Author);
  const role = nonEmpty(Role);
  return (
    <Section
      anchorId={blockAnchorId(AnchorId)}
      labelledBy={headline ? headingId : undefined}
      theme={resolveTheme(Theme)}
    >
      <div className={`container ${sectionStyles.narrow}`}>
        <SectionHeadline id={headingId} text={headline} />
        <figure className={styles.figure} style={themeStyle(Theme)}>
          <blockquote className={styles.quote}>
            <p>{Quote}</p>
          </blockquote>
          {author || role ? (
            <figcaption className={styles.caption}>
              {media ? (
                <CdnImage
                  media={media}
                  sizes="4rem"
                  widths={[64, 128, 192]}
                  aspect={1}
                  decorative
                  className={styles.portrait}
                />
              ) : null}
              <span>
                {author ? <span className={styles.author}>{author}</span> : null}
                {role ? <span className={styles.role}>{role}</span> : null}
              </span>
            </figcaption>
          ) : null}
        </figure>
      </div>
    </Section>
  );
}
