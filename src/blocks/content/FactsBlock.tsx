import { useId } from 'react';
import * as z from 'zod/mini';
import { resolveTheme, themeStyle } from '@/lib/themes';
import type { BlockProps } from '../types';
import styles from './FactsBlock.module.css';
import { Section, sectionStyles } from './Section';
import { anchored, anchorIdOf, nonEmpty, optionalText, parseList } from './shared';

const factSchema = z.object({ Value: z.string().check(z.minLength(1)), Label: z.catch(z.string(), '') });
const factsSchema = z.object({ ...anchored, Facts: z.array(z.unknown()), Theme: optionalText });

/** Key figures. Each reads as one phrase ("42.000 elever var med sidste skoleår"), the number drawn large. */
export function FactsBlock({ block }: BlockProps) {
  const headingId = useId();
  const content = factsSchema.safeParse(block.Content);
  if (!content.success) return null;
  const { Headline, AnchorId, Theme } = content.data;
  const facts = parseList(factSchema, content.data.Facts);
  if (facts.length === 0) return null;
  const headline = nonEmpty(Headline);
  return (
    <Section
      anchorId={anchorIdOf(AnchorId)}
      labelledBy={headline ? headingId : undefined}
      className={sectionStyles.themed}
      style={themeStyle(Theme)}
      theme={resolveTheme(Theme)}
    >
      <div className="container">
        {headline ? (
          <h2 id={headingId} className={sectionStyles.headline}>
            {headline}
          </h2>
        ) : null}
        <ul className={styles.facts}>
          {facts.map((fact, i) => (
            <li key={`${fact.Value}-${i}`} className={styles.fact}>
              <span className={styles.value}>{fact.Value}</span> <span className={styles.label}>{fact.Label}</span>
            </li>
          ))}
        </ul>
      </div>
    </Section>
  );
}
