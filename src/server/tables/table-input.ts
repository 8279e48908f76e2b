import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, type TableSpec } from '@/lib/table-state';

/** The largest page a table may ask for, the longest search and the furthest page (0-based). */
export const MAX_PAGE_SIZE = 100;
export const MAX_SEARCH = 200;
export const MAX_PAGE = 100_000;
const MAX_FILTER = 100;

/**
 * A server-paged table's input (src/lib/table-state.ts, `tableQuery`), checked against its spec: a sort key
 * the table does not have, a negative or fractional page, a page larger than MAX_PAGE_SIZE or a search longer
 * than MAX_SEARCH is refused with a Danish message (a 400), never passed on. Every field has the spec's default,
 * so `{}` asks for the first page.
 */
export function tableInput(spec: TableSpec) {
  const sortKeys = spec.sortable;
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
      .default(spec.defaultSort.id),
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

export type TableInput = z.infer<ReturnType<typeof tableInput>>;
