/** How two items of a list compare (ascending); the engine turns it round for a descending sort. */
export type Compare<T> = (a: T, b: T) => number;

const collator = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** Comparisons for the lists: Danish alphabetical order (æ, ø, å last; blanks last), numbers, times. */
export const by = {
  text:
    <T>(pick: (row: T) => string | null | undefined): Compare<T> =>
    (a, b) => {
      const x = pick(a) ?? '';
      const y = pick(b) ?? '';
      if (!x || !y) return x ? -1 : y ? 1 : 0;
      return collator.compare(x, y);
    },
  number:
    <T>(pick: (row: T) => number | null | undefined): Compare<T> =>
    (a, b) =>
      (pick(a) ?? -Infinity) - (pick(b) ?? -Infinity) || 0,
  time:
    <T>(pick: (row: T) => string | null | undefined): Compare<T> =>
    (a, b) => {
      const x = pick(a);
      const y = pick(b);
      return (x ? Date.parse(x) : 0) - (y ? Date.parse(y) : 0);
    },
};
