import { formatCount } from './format';
import styles from './Charts.module.css';

/** A screen's totals as a list of figures: the name under, the number over, read name first. */
export function KeyFigures({
  label,
  items,
}: {
  label: string;
  items: { name: string; value: number | string }[];
}) {
  return (
    <dl className={styles.figures} aria-label={label}>
      {items.map((item) => (
        <div key={item.name} className={styles.figureItem}>
          <dt>{item.name}</dt>
          <dd>{typeof item.value === 'number' ? formatCount(item.value) : item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
