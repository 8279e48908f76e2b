import { useId } from 'react';
import * as z from 'zod/mini';
import { RichText } from '@/components/RichText/RichText';
import type { BlockProps } from '../types';
import styles from './AccordionBlock.module.css';
import { Section, sectionStyles } from './Section';
import { anchored, anchorIdOf, nonEmpty, parseList } from './shared';

const itemSchema = z.object({
  Title: z.string().check(z.minLength(1)),
  /** Prepared on the server: sanitised and rewritten HTML. */
  Text: z.catch(z.string(), ''),
});

const accordionSchema = z.object({
  ...anchored,
  Items: z.array(z.unknown()),
  Mode: z.catch(z.enum(['new', 'old']), 'new'),
});

/**
 * Questions and answers as native disclosures (<details>/<summary>): keyboard-operable and announced as
 * expanded/collapsed by the browser itself, they work before hydration and open for find-in-page.
 */
export function AccordionBlock({ block }: BlockProps) {
  const headingId = useId();
  const content = accordionSchema.safeParse(block.Content);
  if (!content.success) return null;
  const { Headline, AnchorId, Mode } = content.data;
  const items = parseList(itemSchema, content.data.Items);
  if (items.length === 0) return null;
  const headline = nonEmpty(Headline);
  return (
    <Section anchorId={anchorIdOf(AnchorId)} labelledBy={headline ? headingId : undefined}>
      <div className={`container ${sectionStyles.narrow}`}>
        {headline ? (
          <h2 id={headingId} className={sectionStyles.headline}>
            {headline}
          </h2>
        ) : null}
        <div className={styles.list}>
          {items.map((item, i) => (
            <details key={`${item.Title}-${i}`} className={styles.item}>
              <summary className={styles.summary}>
                <span>{item.Title}</span>
              </summary>
              <div className={styles.panel}>
                <RichText html={item.Text} mode={Mode} />
              </div>
            </details>
          ))}
        </div>
      </div>
    </Section>
  );
}
