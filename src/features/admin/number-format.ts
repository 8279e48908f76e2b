/**
 * Numbers as the admin screens tell them, in Danish. Plain string work rather than `Intl.NumberFormat`: the
 * first Intl formatter in a browser loads ICU data in the page's first long task (docs/decisions/0005), and
 * these screens only show whole numbers and percentages.
 */

/** 1234567 → '1.234.567' (Danish thousands separator). */
export function formatCount(value: number): string {
  const sign = value < 0 ? '-' : '';
  const digits = String(Math.round(Math.abs(value)));
  return sign + digits.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** 0.756 → '76 %' (a no-break space before the sign, as Danish writes it). */
export function formatPercent(ratio: number): string {
  return `${formatCount(ratio * 100)}\u00a0%`;
}

/** The share of `part` in `whole`, 0 when there is no whole (an event with no seats is not "full"). */
export function share(part: number, whole: number): number {
  return whole > 0 ? part / whole : 0;
}
