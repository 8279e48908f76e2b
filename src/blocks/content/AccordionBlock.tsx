import { RichText } from '@/components/RichText/RichText';
import type { BlockProps } from '../types';
import styles from './AccordionBlock.module.css';
import { HeadedSection } from './Section';
import { nonEmpty } from './shared';

/**
 * Questions and answers as native disclosures (<details>/<summary>): keyboard-operable and announced as
 * expanded/collapsed by the browser itself, they work before hydration and open for find-in-page.
 */
export function AccordionBlock({ block }: BlockProps<'accordionBlock'>) {
  // Validated on the server (src/cms/blocks); a block that did not fit never reaches the page.
  const content = block.Content;
  const { Headline, AnchorId, Mode } = content;
  const items = content.Items;
  if (items.length === 0) return null;
  const headline = nonEmpty(Headline);
  return (
    <HeadedSection anchorId={AnchorId} headline={headline} narrow>
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
    </HeadedSection>
  );
}
