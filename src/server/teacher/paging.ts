import { z } from 'zod';
import { cutPage, MAX_CURSOR, type Page } from '@/lib/list/page';

/**
 * Teacher screens' lists a page at a time (docs/decisions/0024): the product API answers whole lists, so the
 * procedures cut one page of them here and the screens grow the list with "Vis flere".
 */

/** One page of a teacher list as its procedure answers it (lib/list/page.ts): the items, their number, and where
 * the next page starts (the number of items before it), or null at the end. */
export type CursorPage<T> = Pick<Page<T>, 'items' | 'total' | 'nextCursor'>;

/** Items `cursor` to `cursor + limit`, cut by the list engine; a cursor past the end gives an empty last page. */
export function pageOf<T>(items: readonly T[], cursor: number, limit: number): CursorPage<T> {
  const { items: shown, total, nextCursor } = cutPage(items, { cursor, size: limit });
  return { items: shown, total, nextCursor };
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
    .max(MAX_CURSOR, 'Listen er ikke så lang.')
    .nullish(),
  limit: z
    .number({ error: 'Vælg hvor mange der skal vises.' })
    .int('Vælg hvor mange der skal vises.')
    .min(1, `Der skal vises mindst ét ${noun}.`)
    .max(50, 'Der kan højst vises 50 ad gangen.')
    .default(defaultLimit),
});
