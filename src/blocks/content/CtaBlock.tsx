import { useId } from 'react';
import * as z from 'zod/mini';
import { resolveTheme, themeStyle } from '@/lib/themes';
import type { BlockProps } from '../types';
import styles from './CtaBlock.module.css';
import { Section, sectionStyles } from './Section';
import { anchorIdOf, CmsLink, linkSchema, nonEmpty, optionalText } from './shared';

const ctaSchema = z.object({
  Headline: z.string().check(z.minLength(1)),
  AnchorId: z.optional(z.string()),
  Text: optionalText,
  Link: linkSchema,
  Theme: optionalText,
});

/** A call to action: headline, a sentence and one button, on a themed panel. */
export function CtaBlock({ block }: BlockProps) {
  const headingId = useId();
  const content = ctaSchema.safeParse(block.Content);
  if (!content.success) return null;
  const { Headline, AnchorId, Text, Link, Theme } = content.data;
  const text = nonEmpty(Text);
  return (
    <Section anchorId={anchorIdOf(AnchorId)} labelledBy={headingId} theme={resolveTheme(Theme)}>
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
