import type { ReactNode } from 'react';
import { CardGrid } from '@/components/Cards/CardGrid';
import styles from './Listing.module.css';

/**
 * A block's list of cards: its headline (or an accessible name when it has none), intro, the cards as a list,
 * or the empty text. Cards get h3 under a headline, h2 without one (`headingLevel`).
 */
export function CardListSection<T>({
  items,
  emptyText,
  itemKey,
  renderItem,
  ...section
}: Omit<ListingSectionProps, 'children'> & {
  items: readonly T[];
  emptyText: string;
  itemKey: (item: T) => string;
  renderItem: (item: T, headingLevel: 2 | 3) => ReactNode;
}) {
  return (
    <ListingSection {...section}>
      <CardGrid
        items={items}
        itemKey={itemKey}
        renderItem={(item) => renderItem(item, section.headline ? 3 : 2)}
        emptyText={emptyText}
      />
    </ListingSection>
  );
}

export interface ListingSectionProps {
  headline: string | null | undefined;
  anchorId: string | undefined;
  /** The section's name when the CMS gave it no headline. */
  label: string;
  text: string | null | undefined;
  children: ReactNode;
}

/**
 * A listing block's section: named by its headline, or by `label` when the CMS gave it none, with its intro
 * text above what it lists.
 */
export function ListingSection({ headline, anchorId, label, text, children }: ListingSectionProps) {
  return (
    <section className={`container ${styles.block}`} id={anchorId} aria-label={headline ? undefined : label}>
      {headline ? <h2>{headline}</h2> : null}
      {text ? <p className={styles.intro}>{text}</p> : null}
      {children}
    </section>
  );
}
