import { formatCount } from '../number-format';
import styles from './Charts.module.css';

/** A screen's totals as a named group of figures: the name under, the number over, read name first. */
export function KeyFigures({
  label,
  items,
}: {
  label: string;
  items: { name: string; value: number | string }[];
}) {
  return (
    <div role="group" aria-label={label}>
      <dl className={styles.figures}>
        {items.map((item) => (
          <div key={item.name} className={styles.figureItem}>
            <dt>{item.name}</dt>
            <dd>{typeof item.value === 'number' ? formatCount(item.value) : item.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
