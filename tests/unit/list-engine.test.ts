import { describe, expect, it } from 'vitest';
import { matcher, searchWords } from '@/lib/list/match';
import { cutPage, type Page, type PageAt } from '@/lib/list/page';
import { matchingItems, runList, type ListRecipe } from '@/lib/list/query';
import { by } from '@/lib/list/sort';

const TEN = Array.from({ length: 10 }, (_, i) => i + 1);
const pageAt = (page: number, size = 4): PageAt => ({ page, size });

describe('cutPage by page number (0-based)', () => {
  it('cuts the first, a middle and the last page, and counts them', () => {
    expect(cutPage(TEN, pageAt(0))).toEqual({
      items: [1, 2, 3, 4],
      total: 10,
      page: 0,
      pageCount: 3,
      pageSize: 4,
      nextCursor: 4,
    });
    expect(cutPage(TEN, pageAt(1))).toMatchObject({ items: [5, 6, 7, 8], page: 1, nextCursor: 8 });
    expect(cutPage(TEN, pageAt(2))).toMatchObject({ items: [9, 10], page: 2, nextCursor: null });
  });

  it('shows the last page for a page past the end, and one empty page for an empty list', () => {
    expect(cutPage(TEN, pageAt(7))).toMatchObject({ items: [9, 10], page: 2, pageCount: 3 });
    expect(cutPage(TEN, pageAt(-3))).toMatchObject({ items: [1, 2, 3, 4], page: 0 });
    expect(cutPage([], pageAt(5))).toEqual({
      items: [],
      total: 0,
      page: 0,
      pageCount: 1,
      pageSize: 4,
      nextCursor: null,
    });
  });

  it('has exactly the items of the list over its pages', () => {
    const pages = [0, 1, 2].map((page) => cutPage(TEN, pageAt(page)).items);
    expect(pages.flat()).toEqual(TEN);
    expect(cutPage(TEN, pageAt(0, 10))).toMatchObject({ items: TEN, pageCount: 1, nextCursor: null });
  });
});

describe('cutPage by cursor', () => {
  it('follows nextCursor through the whole list', () => {
    const seen: number[] = [];
    let cursor: number | null = 0;
    while (cursor !== null) {
      const page: Page<number> = cutPage(TEN, { cursor, size: 3 });
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen).toEqual(TEN);
  });

  it('starts anywhere, and gives an empty page at or past the end', () => {
    expect(cutPage(TEN, { cursor: 5, size: 3 })).toMatchObject({ items: [6, 7, 8], page: 1, nextCursor: 8 });
    expect(cutPage(TEN, { cursor: 8, size: 3 })).toMatchObject({ items: [9, 10], nextCursor: null });
    expect(cutPage(TEN, { cursor: 10, size: 3 })).toMatchObject({ items: [], total: 10, nextCursor: null });
    expect(cutPage(TEN, { cursor: 99, size: 3 })).toMatchObject({ items: [], page: 3, pageCount: 4 });
  });
});

describe('the Danish matcher', () => {
  const finds = (typed: string, text: string) => matcher(typed)(text);

  it('folds case, accents and the Danish letters as the search service does', () => {
    expect(searchWords('Århus IDÉ-værksted, Ørestad')).toEqual(['arhus', 'ide', 'vaerksted', 'orestad']);
    expect(finds('arhus', 'Aarhus Katedralskole')).toBe(true);
    expect(finds('ÅRHUS', 'Aarhus Katedralskole')).toBe(true);
    expect(finds('oerestad', 'Ørestad Gymnasium')).toBe(true);
    expect(finds('ørestad', 'Oerestad Gymnasium')).toBe(true);
    expect(finds('bæk', 'Baek Efterskole')).toBe(true);
    expect(finds('ide', 'Idé og handling')).toBe(true);
    expect(finds('café', 'Cafe Europa')).toBe(true);
  });

  it('keeps æ apart from a, and ø, å apart from other letters', () => {
    expect(finds('baek', 'Bak Skole')).toBe(false);
    expect(finds('bæk', 'Bak Skole')).toBe(false);
    expect(finds('ø', 'Aarhus')).toBe(false);
  });

  it('needs every word, each inside one word of the text (Danish compounds), in any order', () => {
    expect(finds('skole kolding', 'Kolding Friskole')).toBe(true);
    expect(finds('friskole KOLDING', 'Kolding Friskole')).toBe(true);
    expect(finds('skole vejle', 'Kolding Friskole')).toBe(false);
    expect(finds('stotte', 'Ekskursionsstøtte')).toBe(true);
    expect(finds('koldingfri', 'Koldingfri skole')).toBe(true);
    expect(finds('friskole', 'Koldingfri skole')).toBe(false);
    expect(finds('ingfri', 'Kolding Friskole')).toBe(false);
  });

  it('splits at anything that is not a letter or a digit, on both sides', () => {
    expect(finds('anna@example.com', 'Anna Berg anna@example.com')).toBe(true);
    expect(finds('kickstart-finalen', 'Kickstart finalen 2026')).toBe(true);
    expect(finds('  ', 'hvad som helst')).toBe(true);
    expect(finds('', '')).toBe(true);
    expect(finds('x', '')).toBe(false);
  });
});

interface Row {
  name: string;
  city: string;
  n: number | null;
  at: string | null;
}
const ROWS: Row[] = [
  { name: 'Åbybro Skole', city: 'Åbybro', n: 3, at: '2026-03-01T00:00:00Z' },
  { name: 'Aarhus Gymnasium', city: 'Aarhus', n: 1, at: null },
  { name: 'Bæk Efterskole', city: 'Bæk', n: null, at: '2026-01-01T00:00:00Z' },
  { name: 'Ærø Friskole', city: 'Ærøskøbing', n: 2, at: '2026-02-01T00:00:00Z' },
  { name: 'Odense Skole', city: 'Odense', n: 1, at: '2026-04-01T00:00:00Z' },
];
type Key = 'name' | 'n' | 'at';
const RECIPE: ListRecipe<Row, Key> = {
  searchText: (r) => `${r.name} ${r.city}`,
  filter: (r, { city }) => !city || r.city === city,
  sorters: { name: by.text((r) => r.name), n: by.number((r) => r.n), at: by.time((r) => r.at) },
};
const names = (key: Key, desc: boolean) =>
  runList(ROWS, { q: '', filters: {}, sort: { key, desc }, at: { page: 0, size: 10 } }, RECIPE).items.map(
    (r) => r.name,
  );

describe('runList', () => {
  it('sorts by every key both ways, keeping the list order of equal items', () => {
    const danish = ['Bæk Efterskole', 'Odense Skole', 'Ærø Friskole', 'Åbybro Skole', 'Aarhus Gymnasium'];
    expect(names('name', false)).toEqual(danish);
    expect(names('name', true)).toEqual([...danish].reverse());
    expect(names('n', false)).toEqual([
      'Bæk Efterskole',
      'Aarhus Gymnasium',
      'Odense Skole',
      'Ærø Friskole',
      'Åbybro Skole',
    ]);
    expect(names('n', true)).toEqual([
      'Åbybro Skole',
      'Ærø Friskole',
      'Aarhus Gymnasium',
      'Odense Skole',
      'Bæk Efterskole',
    ]);
    const byTime = ['Aarhus Gymnasium', 'Bæk Efterskole', 'Ærø Friskole', 'Åbybro Skole', 'Odense Skole'];
    expect(names('at', false)).toEqual(byTime);
    expect(names('at', true)).toEqual([...byTime].reverse());
  });

  it('filters, then searches, then sorts, then cuts the page', () => {
    const page = runList(
      ROWS,
      { q: 'skole', filters: {}, sort: { key: 'name', desc: false }, at: { page: 1, size: 3 } },
      RECIPE,
    );
    expect(page).toMatchObject({ total: 4, page: 1, pageCount: 2 });
    expect(page.items.map((r) => r.name)).toEqual(['Åbybro Skole']);
    expect(matchingItems(ROWS, { q: 'aeroeskoebing', filters: {} }, RECIPE).map((r) => r.name)).toEqual([
      'Ærø Friskole',
    ]);
    expect(matchingItems(ROWS, { q: 'skole', filters: { city: 'Bæk' } }, RECIPE).map((r) => r.name)).toEqual([
      'Bæk Efterskole',
    ]);
  });

  it('keeps the list order without a sort, and has no search without a search text', () => {
    const page = runList(ROWS, { q: 'zzz', filters: {}, at: { cursor: 0, size: 2 } }, { sorters: {} });
    expect(page.items).toEqual(ROWS.slice(0, 2));
    expect(page.nextCursor).toBe(2);
  });
});
