import { z } from 'zod';
import { MAX_PAGE } from '@/lib/list/page';
import { DEFAULT_PAGE_SIZE, type TableSpec } from '@/lib/table-state';

/** The largest page a table may ask for and the longest search (the furthest page: MAX_PAGE, lib/list/page.ts). */
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH = 200;
const MAX_FILTER = 100;

/**
 * A server-paged table's input (src/lib/table-state.ts, `tableQuery`), checked against its spec: a sort key
 * the table does not have, a negative or fractional page, a page larger than MAX_PAGE_SIZE or a search longer
 * than MAX_SEARCH is refused with a Danish message (a 400), never passed on. Every field has the spec's default,
 * so `{}` asks for the first page. The checked `sort` has the spec's sort keys as its type (table-state.ts).
 */
export function tableInput<const S extends string>(spec: TableSpec<S>) {
  const sortKeys: readonly string[] = spec.sortable;
  const filters = Object.fromEntries(
    (spec.filters ?? []).map((name) => [
      name,
      z
        .string({ error: 'Et filter skal være en tekst.' })
        .trim()
        .max(MAX_FILTER, `Et filter må højst være ${MAX_FILTER} tegn.`)
        .optional(),
    ]),
  );
  return z.object({
    q: z
      .string({ error: 'Søgningen skal være en tekst.' })
      .trim()
      .max(MAX_SEARCH, `Søgningen må højst være ${MAX_SEARCH} tegn.`)
      .default(''),
    sort: z
      .string({ error: 'Sorteringen skal være en tekst.' })
      .refine((key) => sortKeys.includes(key), {
        error: (issue) =>
          `Tabellen kan ikke sorteres efter «${String(issue.input).slice(0, 40)}». Den kan sorteres efter: ${sortKeys.join(', ')}.`,
      })
      .default(spec.defaultSort.id)
      .transform((key) => key as S),
    desc: z
      .boolean({ error: 'Sorteringens retning skal være sand eller falsk.' })
      .default(spec.defaultSort.desc),
    page: z
      .number({ error: 'Siden skal være et tal.' })
      .int('Siden skal være et helt tal.')
      .min(0, 'Siden kan ikke være negativ.')
      .max(MAX_PAGE, 'Siden findes ikke.')
      .default(0),
    pageSize: z
      .number({ error: 'Antal rækker pr. side skal være et tal.' })
      .int('Antal rækker pr. side skal være et helt tal.')
      .min(1, 'Vis mindst 1 række pr. side.')
      .max(MAX_PAGE_SIZE, `Vis højst ${MAX_PAGE_SIZE} rækker pr. side.`)
      .default(spec.pageSize ?? DEFAULT_PAGE_SIZE),
    filters: z.object(filters, { error: 'Filtrene skal være tekster.' }).default({}),
  });
}

export type TableInput<S extends string = string> = z.output<ReturnType<typeof tableInput<S>>>;
