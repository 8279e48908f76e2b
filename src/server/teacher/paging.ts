import { z } from 'zod';

/**
 * Teacher screens' lists a page at a time (docs/decisions/0024): the product API answers whole lists, so the
 * procedures cut one page of them here and the screens grow the list with "Vis flere".
 */

/** One page of a list, and where the next one starts. */
export interface Page<T> {
  items: T[];
  total: number;
  /** The cursor of the next page (the number of items before it), or null at the end. */
  nextCursor: number | null;
}

/** Items `cursor` to `cursor + limit`; a cursor past the end gives an empty last page. */
export function pageOf<T>(items: readonly T[], cursor: number, limit: number): Page<T> {
  const start = Math.min(cursor, items.length);
  const end = Math.min(start + limit, items.length);
  return { items: items.slice(start, end), total: items.length, nextCursor: end < items.length ? end : null };
}

/**
 * The input of a teacher screen's list sent a page at a time: where it starts (null = the first page) and how
 * many it holds. `noun` is the list's item with its neuter article dropped ("arrangement", "materiale"), for
 * the Danish refusals.
 */
export const pageInput = (noun: string, defaultLimit = 20) => ({
  cursor: z
    .number({ error: 'Vælg hvor listen skal fortsætte.' })
    .int('Vælg hvor listen skal fortsætte.')
    .min(0, `Listen kan ikke starte før det første ${noun}.`)
    .max(100_000, 'Listen er ikke så lang.')
    .nullish(),
  limit: z
    .number({ error: 'Vælg hvor mange der skal vises.' })
    .int('Vælg hvor mange der skal vises.')
    .min(1, `Der skal vises mindst ét ${noun}.`)
    .max(50, 'Der kan højst vises 50 ad gangen.')
    .default(defaultLimit),
});
