import { expect } from 'vitest';
import { expectTrpcError, inputMessages } from './harness';

/**
 * Shared checks for the admin's server-paged tables (src/server/tables/): every page is compared with the
 * upstream's whole list sorted here, as the table must show it.
 */
export const danish = (a: string, b: string) =>
  a.localeCompare(b, 'da', { sensitivity: 'base', numeric: true });

/** Texts in Danish order, a blank one last (first when descending). */
export const text =
  <T>(pick: (row: T) => string | null | undefined) =>
  (a: T, b: T): number => {
    const x = pick(a) ?? '';
    const y = pick(b) ?? '';
    if (!x || !y) return x ? -1 : y ? 1 : 0;
    return danish(x, y);
  };
export const number =
  <T>(pick: (row: T) => number) =>
  (a: T, b: T): number =>
    pick(a) - pick(b);
export const time =
  <T>(pick: (row: T) => string | null | undefined) =>
  (a: T, b: T): number =>
    (pick(a) ? Date.parse(pick(a)!) : 0) - (pick(b) ? Date.parse(pick(b)!) : 0);

/** The list sorted as a table must show it: stable, so equal rows keep the list's order either way. */
export const sorted = <T>(list: readonly T[], compare: (a: T, b: T) => number, desc: boolean) =>
  [...list].sort((a, b) => (desc ? -1 : 1) * compare(a, b));

export interface PageInput {
  sort: string;
  desc: boolean;
  page: number;
  pageSize: number;
}

interface Page<R> {
  rows: R[];
  page: number;
  pageCount: number;
  matching: number;
  total: number;
}

/**
 * For every sort key both ways: the first, a middle and the last page hold the rows the whole list sorted here
 * puts there, and a page past the end answers the last page. The page size gives at least three pages.
 */
export async function checkPagesAndSorts<T, R>({
  all,
  sorts,
  id,
  rowId,
  page,
}: {
  all: readonly T[];
  sorts: Readonly<Record<string, (a: T, b: T) => number>>;
  id: (row: T) => string;
  rowId: (row: R) => string;
  page: (input: PageInput) => Promise<Page<R> | null>;
}) {
  expect(all.length, 'the list needs three pages').toBeGreaterThanOrEqual(3);
  const pageSize = Math.floor(all.length / 3);
  const last = Math.ceil(all.length / pageSize) - 1;
  for (const [sort, compare] of Object.entries(sorts)) {
    for (const desc of [false, true]) {
      const expected = sorted(all, compare, desc).map(id);
      const [first, middle, end, past] = await Promise.all(
        [0, 1, last, last + 7].map((n) => page({ sort, desc, page: n, pageSize })),
      );
      const label = `${sort} ${desc ? 'desc' : 'asc'}`;
      expect(first?.rows.map(rowId), label).toEqual(expected.slice(0, pageSize));
      expect(middle?.rows.map(rowId), label).toEqual(expected.slice(pageSize, 2 * pageSize));
      expect(end?.rows.map(rowId), label).toEqual(expected.slice(last * pageSize));
      expect(past, label).toEqual(end);
      expect(first, label).toMatchObject({
        page: 0,
        pageCount: last + 1,
        matching: all.length,
        total: all.length,
      });
      expect(past?.page, label).toBe(last);
    }
  }
}

/**
 * Bad table state is refused with the Danish message, never passed on: an unknown sort key, a negative page,
 * an oversized page and an overlong search.
 */
export async function checkBadState(call: (input: object) => Promise<unknown>, sortKeys: readonly string[]) {
  const refused = async (input: object) => inputMessages(await expectTrpcError(call(input), 'BAD_REQUEST'));
  expect(await refused({ sort: 'password' })).toEqual([
    `Tabellen kan ikke sorteres efter «password». Den kan sorteres efter: ${sortKeys.join(', ')}.`,
  ]);
  expect(await refused({ page: -1 })).toEqual(['Siden kan ikke være negativ.']);
  expect(await refused({ pageSize: 101 })).toEqual(['Vis højst 100 rækker pr. side.']);
  expect(await refused({ q: 'x'.repeat(201) })).toEqual(['Søgningen må højst være 200 tegn.']);
}
