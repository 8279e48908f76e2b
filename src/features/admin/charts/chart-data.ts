/** One bar: what it counts and how many. */
export interface BarDatum {
  label: string;
  value: number;
}

/** Room for one bar, the name above it and the gap to the next. */
const ROW_HEIGHT = 52;

/** The chart's height for a number of bars: reserved before the chart's code arrives, so nothing jumps. */
export const chartHeight = (rows: number) => Math.max(1, rows) * ROW_HEIGHT + 8;

/** 'Kickstart: 5 medlemmer, Innovationsugen: 3, …': the chart told in words (its text alternative). */
export function describeBars(data: readonly BarDatum[], unit: string): string {
  if (data.length === 0) return 'Ingen tal at vise.';
  return data
    .map((datum, index) => `${datum.label}: ${datum.value}${index === 0 ? ` ${unit}` : ''}`)
    .join(', ');
}
