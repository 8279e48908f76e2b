import { CmsLink } from '@/components/CmsLink/CmsLink';
import { blockAnchorId } from '@/lib/routes';
import { useId } from 'react';
import { Image as CdnImage } from '@/components/Image/Image';
import { resolveTheme, themeStyle } from '@/lib/themes';
import type { BlockProps } from '../types';
import styles from './HeroBlock.module.css';
import { Section, sectionStyles } from './Section';
import { nonEmpty } from './shared';

/**
 * The page's opening: headline, text, an optional button and image. As the first block it carries the page's
 * only h1 (the templates draw no title of their own then) and its image loads first; anywhere else it is an h2.
 */
export function HeroBlock({ block, index }: BlockProps<'heroBlock'>) {
  const headingId = useId();
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Text, Image: media, Link, Theme } = content;
  const Heading = index === 0 ? 'h1' : 'h2';
  const text = nonEmpty(Text);
  return (
    <Section
      anchorId={blockAnchorId(AnchorId)}
      labelledBy={headingId}
      className={`${sectionStyles.themed} ${styles.hero}`}
      style={themeStyle(Theme)}
      theme={resolveTheme(Theme)}
    >
      <div className={`container ${styles.inner} ${media ? styles.withImage : ''}`}>
        <div className={styles.text}>
          <Heading id={headingId} className={styles.title}>
            {Headline}
          </Heading>
          {text ? <p className={styles.lead}>{text}</p> : null}
          {Link ? <CmsLink link={Link} className={`button ${sectionStyles.button}`} /> : null}
        </div>
        {media ? (
          <div className={styles.media}>
            <CdnImage
              media={media}
              sizes="(min-width: 72rem) 35rem, (min-width: 56rem) 48vw, 100vw"
              priority={index === 0}
              className={styles.image}
            />
          </div>
        ) : null}
      </div>
    </Section>
  );
}
