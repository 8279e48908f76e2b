import type { Key, ReactNode } from 'react';
import styles from './Cards.module.css';

/** Cards as a list in the grid or, when there are none, the text that says so (nothing without one). */
export function CardGrid<T>({
  items,
  itemKey,
  renderItem,
  emptyText,
}: {
  items: readonly T[];
  itemKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  emptyText?: string;
}) {
  if (items.length === 0) return emptyText === undefined ? null : <p>{emptyText}</p>;
  return (
    <ul className={styles.grid}>
      {items.map((item) => (
        <li key={itemKey(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
