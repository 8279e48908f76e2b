import { describe, expect, it } from 'vitest';
import { CONFIRMED_TABLE, PENDING_TABLE, USER_TABLE } from '@/lib/admin-tables';
import { parseTableState, tableQuery } from '@/lib/table-state';
import { matchingItems } from '@/lib/list/query';
import { by } from '@/lib/list/sort';
import { applyTable } from '@/server/tables/apply';
import { similarNameIndex, similarNames } from '@/server/tables/similar-names';
import { tableInput } from '@/server/tables/table-input';

interface Row {
  name: string;
  n: number | null;
}
const LIST: Row[] = [
  { name: 'Åbybro Skole', n: 3 },
  { name: 'Aarhus Gymnasium', n: 1 },
  { name: 'Bæk Efterskole', n: null },
  { name: 'Ærø Friskole', n: 2 },
  { name: 'Odense Skole', n: 1 },
];
const RECIPE = {
  searchText: (r: Row) => r.name,
  sorters: { name: by.text<Row>((r) => r.name), n: by.number<Row>((r) => r.n) },
};
const input = (over: Partial<ReturnType<typeof schema.parse>> = {}) => ({ ...schema.parse({}), ...over });
const schema = tableInput({ prefix: 't', sortable: ['name', 'n'], defaultSort: { id: 'name', desc: false } });
const messages = (value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? [] : result.error.issues.map((i) => i.message);
};

describe('applyTable', () => {
  it('sorts in Danish order both ways (æ, ø, å last; "Aa" is "Å"), pages, and counts the rows', () => {
    const up = applyTable(LIST, input({ pageSize: 2 }), RECIPE);
    expect(up.rows.map((r) => r.name)).toEqual(['Bæk Efterskole', 'Odense Skole']);
    expect(up).toMatchObject({ total: 5, matching: 5, page: 0, pageCount: 3, pageSize: 2 });
    const last = applyTable(LIST, input({ pageSize: 2, page: 2 }), RECIPE);
    expect(last.rows.map((r) => r.name)).toEqual(['Aarhus Gymnasium']);
    const down = applyTable(LIST, input({ desc: true }), RECIPE);
    expect(down.rows.map((r) => r.name)).toEqual([
      'Aarhus Gymnasium',
      'Åbybro Skole',
      'Ærø Friskole',
      'Odense Skole',
      'Bæk Efterskole',
    ]);
  });

  it('keeps the list order of equal rows either way, and puts a missing number first ascending', () => {
    const up = applyTable(LIST, input({ sort: 'n' }), RECIPE).rows.map((r) => r.name);
    expect(up).toEqual([
      'Bæk Efterskole',
      'Aarhus Gymnasium',
      'Odense Skole',
      'Ærø Friskole',
      'Åbybro Skole',
    ]);
    const down = applyTable(LIST, input({ sort: 'n', desc: true }), RECIPE).rows.map((r) => r.name);
    expect(down.slice(2, 4)).toEqual(['Aarhus Gymnasium', 'Odense Skole']);
  });

  it('searches every word in Danish spelling, and shows the last page for a page past the end', () => {
    expect(matchingItems(LIST, { q: 'arhus', filters: {} }, RECIPE).map((r) => r.name)).toEqual([
      'Aarhus Gymnasium',
    ]);
    expect(matchingItems(LIST, { q: 'SKOLE aeroe', filters: {} }, RECIPE).map((r) => r.name)).toEqual([
      'Ærø Friskole',
    ]);
    const past = applyTable(LIST, input({ q: 'skole', pageSize: 2, page: 40 }), RECIPE);
    expect(past).toMatchObject({ matching: 4, page: 1, pageCount: 2 });
    expect(past.rows).toHaveLength(2);
    const none = applyTable(LIST, input({ q: 'zzz', page: 3 }), RECIPE);
    expect(none).toMatchObject({ rows: [], matching: 0, total: 5, page: 0, pageCount: 1 });
  });
});

describe('tableInput', () => {
  it('fills in the spec defaults and refuses bad state with a Danish message', () => {
    expect(schema.parse({})).toEqual({
      q: '',
      sort: 'name',
      desc: false,
      page: 0,
      pageSize: 25,
      filters: {},
    });
    expect(messages({ sort: 'password' })).toEqual([
      'Tabellen kan ikke sorteres efter «password». Den kan sorteres efter: name, n.',
    ]);
    expect(messages({ page: -1 })).toEqual(['Siden kan ikke være negativ.']);
    expect(messages({ page: 1.5 })).toEqual(['Siden skal være et helt tal.']);
    expect(messages({ pageSize: 1000 })).toEqual(['Vis højst 100 rækker pr. side.']);
    expect(messages({ q: 'x'.repeat(201) })).toEqual(['Søgningen må højst være 200 tegn.']);
  });

  it('accepts what the browser builds from any URL state of the admin tables', () => {
    for (const spec of [PENDING_TABLE, CONFIRMED_TABLE, USER_TABLE]) {
      const query = { [`${spec.prefix}.sort`]: spec.sortable.at(-1), [`${spec.prefix}.page`]: '3' };
      const built = tableQuery(parseTableState(query, spec), spec);
      expect(tableInput(spec).parse(built)).toMatchObject({ sort: spec.sortable.at(-1), page: 2 });
    }
  });
});

describe('similarNameIndex', () => {
  it('finds what comparing with every candidate finds', () => {
    const confirmed = [
      'Aarhus Katedralskole',
      'Roskilde Gymnasium',
      'Kolding Gymnasium',
      'Svendborg Erhvervsskole',
      'Odense Tekniske Skole',
      'Nørre Nissum Efterskole',
    ];
    const index = similarNameIndex(confirmed, (n) => n);
    for (const name of ['Århus Katedralskolen', 'Roskilde Gymnasie', 'Skolen i Odense', 'Xyz', '']) {
      expect(index(name)).toEqual(similarNames(name, confirmed, (n) => n));
    }
    expect(index('Århus Katedralskolen')[0]?.item).toBe('Aarhus Katedralskole');
  });
});
