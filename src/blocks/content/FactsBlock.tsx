import type { BlockProps } from '../types';
import styles from './FactsBlock.module.css';
import { HeadedSection } from './Section';
import { nonEmpty } from './shared';

/** Key figures. Each reads as one phrase ("42.000 elever var med sidste skoleår"), the number drawn large. */
export function FactsBlock({ block }: BlockProps<'factsBlock'>) {
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Theme } = content;
  const facts = content.Facts;
  if (facts.length === 0) return null;
  const headline = nonEmpty(Headline);
  return (
    <HeadedSection anchorId={AnchorId} headline={headline} theme={{ name: Theme, band: true }}>
      <ul className={styles.facts}>
        {facts.map((fact, i) => (
          <li key={`${fact.Value}-${i}`} className={styles.fact}>
            <span className={styles.value}>{fact.Value}</span>{' '}
            <span className={styles.label}>{fact.Label}</span>
          </li>
        ))}
      </ul>
    </HeadedSection>
  );
}
