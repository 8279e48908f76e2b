/**
 * A count with its noun in the number that agrees with it: `counted(1, 'legat', 'legater')` is "1 legat",
 * `counted(0, 'legat', 'legater')` "0 legater" (Danish takes the plural for 0). Where two counts share one noun
 * ("1 kommende og 0 tidligere arrangementer"), the noun agrees with the count nearest to it: pass that one here.
 */
export const counted = (n: number, one: string, many: string, format: (n: number) => string = String) =>
  `${format(n)} ${n === 1 ? one : many}`;
