import dynamic from 'next/dynamic';
import { useId } from 'react';
import type { ReactNode } from 'react';
import { chartHeight, describeBars, type BarDatum } from './chart-data';
import styles from './Charts.module.css';

// recharts is loaded in the browser only, and only by the admin screens that draw a chart: it is in no
// public page's JavaScript. The numbers it draws are in the server-rendered table beside it.
const BarChart = dynamic(() => import('./BarChart'), {
  ssr: false,
  loading: () => null,
});

/**
 * A chart with its title and its text alternative: the drawing is one image (`role="img"`) whose label says
 * every bar's number, and the table or text beside it (`children`) carries the same numbers.
 */
export function ChartFigure({
  title,
  data,
  unit,
  children,
}: {
  title: string;
  data: readonly BarDatum[];
  /** What a bar counts, in the plural ('medlemmer'). */
  unit: string;
  children?: ReactNode;
}) {
  const titleId = useId();
  return (
    <figure className={styles.figure} aria-labelledby={titleId}>
      <figcaption id={titleId} className={styles.title}>
        {title}
      </figcaption>
      <div className={styles.layout}>
        <div
          className={styles.chart}
          role="img"
          aria-label={`Søjlediagram, ${title}. ${describeBars(data, unit)}.`}
          style={{ minHeight: chartHeight(data.length) }}
        >
          {data.length > 0 ? <BarChart data={data} valueName={unit} /> : null}
        </div>
        <div className={styles.numbers}>{children}</div>
      </div>
    </figure>
  );
}
