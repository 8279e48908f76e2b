import { CmsLink } from '@/components/CmsLink/CmsLink';
import { blockAnchorId } from '@/lib/routes';
import { useId } from 'react';
import { resolveTheme, themeStyle } from '@/lib/themes';
import type { BlockProps } from '../types';
import styles from './CtaBlock.module.css';
import { Section, sectionStyles } from './Section';
import { nonEmpty } from './shared';

/** A call to action: headline, a sentence and one button, on a themed panel. */
export function CtaBlock({ block }: BlockProps<'ctaBlock'>) {
  const headingId = useId();
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Text, Link, Theme } = content;
  const text = nonEmpty(Text);
  return (
    <Section anchorId={blockAnchorId(AnchorId)} labelledBy={headingId} theme={resolveTheme(Theme)}>
      <div className="container">
        <div className={styles.panel} style={themeStyle(Theme)}>
          <div className={styles.copy}>
            <h2 id={headingId} className={styles.title}>
              {Headline}
            </h2>
            {text ? <p className={styles.text}>{text}</p> : null}
          </div>
          <CmsLink link={Link} className={`button ${sectionStyles.button} ${styles.action}`} />
        </div>
      </div>
    </Section>
  );
}
