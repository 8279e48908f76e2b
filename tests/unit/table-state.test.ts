import { describe, expect, it } from 'vitest';
import { nextSort, parseTableState, samePageHref, tableStateQuery, type TableSpec } from '@/lib/table-state';

const spec: TableSpec = {
  prefix: 'inst',
  sortable: ['name', 'users'],
  defaultSort: { id: 'name', desc: false },
  filters: ['segment'],
};

describe('table state in the URL', () => {
  it('reads an empty query as the defaults', () => {
    expect(parseTableState({}, spec)).toEqual({
      q: '',
      sort: { id: 'name', desc: false },
      page: 0,
      filters: {},
    });
  });

  it('round-trips search text, sort, page and filters, leaving defaults out', () => {
    const state = {
      q: 'århus',
      sort: { id: 'users', desc: true },
      page: 2,
      filters: { segment: 'Gymnasium' },
    };
    const query = tableStateQuery(state, spec);
    expect(query).toEqual({
      'inst.q': 'århus',
      'inst.sort': 'users',
      'inst.dir': 'desc',
      'inst.page': '3',
      'inst.segment': 'Gymnasium',
    });
    expect(parseTableState(query, spec)).toEqual(state);
    expect(tableStateQuery(parseTableState({}, spec), spec)).toEqual({});
  });

  it("keeps other parameters (another table's, the user's e-mail) and replaces its own", () => {
    const query = { email: 'a@b.dk', 'users.q': 'x', 'inst.q': 'old', 'inst.page': '4' };
    const next = tableStateQuery({ ...parseTableState(query, spec), q: 'ny', page: 0 }, spec, query);
    expect(next).toEqual({ email: 'a@b.dk', 'users.q': 'x', 'inst.q': 'ny' });
  });

  it('falls back to the default for an unknown sort column, a bad page or a blank filter', () => {
    const state = parseTableState(
      { 'inst.sort': 'password', 'inst.page': '-3', 'inst.segment': '  ', 'inst.dir': 'desc' },
      spec,
    );
    expect(state.sort).toEqual({ id: 'name', desc: false });
    expect(state.page).toBe(0);
    expect(state.filters).toEqual({});
    expect(parseTableState({ 'inst.page': '2.5' }, spec).page).toBe(0);
    expect(parseTableState({ 'inst.page': ['2', '5'] }, spec).page).toBe(1);
  });

  it('cuts overlong text instead of carrying it around', () => {
    expect(parseTableState({ 'inst.q': 'x'.repeat(5000) }, spec).q).toHaveLength(200);
  });

  it("a header click flips the sorted column's direction and starts another column ascending", () => {
    expect(nextSort({ id: 'name', desc: false }, 'name')).toEqual({ id: 'name', desc: true });
    expect(nextSort({ id: 'name', desc: true }, 'users')).toEqual({ id: 'users', desc: false });
  });

  it("a new view's address keeps the page's own path with its trailing slash, and only the new query", () => {
    const query = tableStateQuery({ ...parseTableState({}, spec), sort: { id: 'users', desc: false } }, spec);
    expect(samePageHref('/admin/events/?ev.sort=date#kommende', query)).toBe(
      '/admin/events/?inst.sort=users&inst.dir=asc',
    );
    expect(
      samePageHref('/admin/bruger-information/?email=a%40b.dk', { email: 'a@b.dk', 'inst.q': 'Århus & co' }),
    ).toBe('/admin/bruger-information/?email=a%40b.dk&inst.q=%C3%85rhus+%26+co');
    expect(samePageHref('/admin/events/?ev.page=2', {})).toBe('/admin/events/');
    expect(samePageHref('', { a: ['1', '2'] })).toBe('/?a=1&a=2');
  });
});
