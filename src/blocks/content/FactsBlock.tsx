import { blockAnchorId } from '@/lib/routes';
import { useId } from 'react';
import { resolveTheme, themeStyle } from '@/lib/themes';
import type { BlockProps } from '../types';
import styles from './FactsBlock.module.css';
import { Section, SectionHeadline, sectionStyles } from './Section';
import { nonEmpty } from './shared';

/** Key figures. Each reads as one phrase ("42.000 elever var med sidste skoleår"), the number drawn large. */
export function FactsBlock({ block }: BlockProps<'factsBlock'>) {
  const headingId = useId();
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Theme } = content;
  const facts = content.Facts;
  if (facts.length === 0) return null;
  const headline = nonEmpty(Headline);
  return (
    <Section
      anchorId={blockAnchorId(AnchorId)}
      labelledBy={headline ? headingId : undefined}
      className={sectionStyles.themed}
      style={themeStyle(Theme)}
      theme={resolveTheme(Theme)}
    >
      <div className="container">
        <SectionHeadline id={headingId} text={headline} />
        <ul className={styles.facts}>
          {facts.map((fact, i) => (
            <li key={`${fact.Value}-${i}`} className={styles.fact}>
              <span className={styles.value}>{fact.Value}</span>{' '}
              <span className={styles.label}>{fact.Label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
