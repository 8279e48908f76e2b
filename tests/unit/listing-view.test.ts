import { describe, expect, it } from 'vitest';
import type { PreparedPage } from '@/cms/blocks';
import type { EventCardData, GrantCardData } from '@/cms/blocks/cards-data';
import type { EventListData } from '@/cms/blocks/event-list';
import type { GrantListData } from '@/cms/blocks/grant-list';
import { pageNumberFrom, pageOfList } from '@/lib/listings/paging';
import {
  MATERIALS_PAGE_SIZE,
  OVERVIEW_ARCHIVE_PAGE_SIZE,
  OVERVIEW_PAGE_SIZE,
  viewListings,
} from '@/server/content/listing-view';
import type { MaterialsData } from '@/cms/blocks/materials';

const event = (i: number, type: string, programName: string | null): EventCardData => ({
  eventId: `evt-${i}`,
  title: `Arrangement ${i}`,
  url: `/arrangementer/evt-${i}/`,
  type,
  programName,
  start: `2027-01-01T10:00:00.000Z`,
  end: null,
  place: 'Aarhus',
  teaser: '',
  image: null,
  publicSignup: true,
});

const grant = (i: number, deadline: string, category = 'Ekskursioner'): GrantCardData => ({
  id: `legat-${i}`,
  title: `Legat ${i}`,
  url: `/legater/legat-${i}/`,
  category,
  amount: 'Op til 8.000 kr.',
  amountMax: 8000,
  deadline,
  teaser: '',
  image: null,
});

const pageWith = (blocks: PreparedPage['Blocks']) => ({ Blocks: blocks }) as unknown as PreparedPage;

const eventsPage = (upcoming: EventCardData[], past: EventCardData[]) =>
  pageWith([
    {
      ContentType: 'eventListBlock',
      // The block's own list (the fallback), as long as the index: not to be sent.
      Content: { EmptyText: '', Events: upcoming },
      Data: { kind: 'overviewSource', source: 'search', upcoming, past },
    },
    {
      ContentType: 'eventListBlock',
      Content: { EmptyText: '', Events: past },
      Data: { kind: 'merged' },
    },
  ] as unknown as PreparedPage['Blocks']);

const dataOf = <D>(page: PreparedPage) => (page.Blocks[0] as unknown as { Data: D }).Data;

describe('the public overviews, a page per request', () => {
  // 450 upcoming and 900 past events, as in the foundation-sized world.
  const upcoming = Array.from({ length: 450 }, (_, i) =>
    event(i, i % 3 === 0 ? 'Workshop' : 'Finale', i % 2 ? 'kickstart' : null),
  );
  const past = Array.from({ length: 900 }, (_, i) => event(1000 + i, 'Webinar', 'kickstart'));

  it('sends one page of each list, with the totals and every filter choice, and not the blocks’ own lists', () => {
    const viewed = viewListings(eventsPage(upcoming, past), {});
    const data = dataOf<EventListData>(viewed);
    const contents = viewed.Blocks.map((block) => (block.Content as { Events: unknown[] }).Events);
    expect(contents).toEqual([[], []]);
    expect(JSON.stringify(viewed).length).toBeLessThan(30_000);
    if (data.kind !== 'overview') throw new Error(data.kind);
    expect(data.upcoming).toMatchObject({ page: 1, pages: 19, total: 450 });
    expect(data.upcoming.items).toHaveLength(OVERVIEW_PAGE_SIZE);
    expect(data.past).toMatchObject({ page: 1, pages: 75, total: 900 });
    expect(data.past.items).toHaveLength(OVERVIEW_ARCHIVE_PAGE_SIZE);
    expect(data.options).toEqual({ types: ['Finale', 'Webinar', 'Workshop'], programs: ['kickstart'] });
    expect(JSON.stringify(data).length).toBeLessThan(30_000);
  });

  it('filters before it pages, and a page past the end is the last one', () => {
    const query = { type: 'Workshop', side: '4', 'tidligere-side': '999' };
    const data = dataOf<EventListData>(viewListings(eventsPage(upcoming, past), query));
    if (data.kind !== 'overview') throw new Error(data.kind);
    expect(data.upcoming).toMatchObject({ page: 4, pages: 7, total: 150 });
    expect(data.upcoming.items.every((e) => e.type === 'Workshop')).toBe(true);
    expect(data.upcoming.items[0]!.eventId).toBe(`evt-${3 * 3 * OVERVIEW_PAGE_SIZE}`);
    expect(data.past).toMatchObject({ page: 1, pages: 1, total: 0, items: [] });
  });

  it('pages open and closed grants apart, filtered on the server', () => {
    const now = new Date('2026-06-01T00:00:00Z');
    const grants = Array.from({ length: 700 }, (_, i) =>
      grant(i, i < 300 ? '2026-09-01T00:00:00Z' : '2026-01-01T00:00:00Z', i % 2 ? 'Rejser' : 'Ekskursioner'),
    );
    const page = pageWith([
      {
        ContentType: 'grantListBlock',
        Content: { EmptyText: '', Grants: [] },
        Data: { kind: 'overviewSource', source: 'search', text: null, grants },
      },
    ] as PreparedPage['Blocks']);
    const data = dataOf<GrantListData>(viewListings(page, { kategori: 'Rejser', 'lukkede-side': '2' }, now));
    if (data.kind !== 'overview') throw new Error(data.kind);
    expect(data.open).toMatchObject({ page: 1, total: 150 });
    expect(data.closed).toMatchObject({ page: 2, total: 200 });
    expect(data.open.items).toHaveLength(OVERVIEW_PAGE_SIZE);
    expect(data.all).toBe(700);
    expect(data.categories).toEqual(['Ekskursioner', 'Rejser']);
  });

  it('leaves out a merged list while its overview is pending (its search late), not only beside the overview', () => {
    const [, merged] = eventsPage(upcoming, past).Blocks;
    const pending = {
      ContentType: 'pendingBlock',
      Type: 'eventListBlock',
      Content: { Headline: 'Arrangementer' },
    };
    const viewed = viewListings(pageWith([pending, merged] as unknown as PreparedPage['Blocks']), {});
    expect(viewed.Blocks[0]).toEqual(pending);
    expect((viewed.Blocks[1]?.Content as { Events: unknown[] }).Events).toEqual([]);
    expect(JSON.stringify(viewed).length).toBeLessThan(1_000);
  });

  it('sends one page of a materials block, by its own parameter, the last page past the end', () => {
    const materials = Array.from({ length: 216 }, (_, i) => ({
      MaterialId: `mat-${i}`,
      Title: `Materiale ${i}`,
      Description: 'Til udskolingen.',
      Format: 'pdf',
      ProgramName: null,
      RequiresCode: false,
      Image: null,
    }));
    const page = pageWith([
      {
        ContentType: 'materialsBlock',
        Content: { Materials: [] },
        Data: { text: null, materials, link: null, list: null },
      },
    ] as unknown as PreparedPage['Blocks']);
    const first = dataOf<MaterialsData>(viewListings(page, {}));
    expect(first.list).toEqual({ page: 1, pages: 9, total: 216 });
    expect(first.materials.map((m) => m.MaterialId)).toEqual(
      materials.slice(0, MATERIALS_PAGE_SIZE).map((m) => m.MaterialId),
    );
    const second = dataOf<MaterialsData>(viewListings(page, { 'materialer-side': '2', side: '5' }));
    expect(second.materials[0]?.MaterialId).toBe(`mat-${MATERIALS_PAGE_SIZE}`);
    const past = dataOf<MaterialsData>(viewListings(page, { 'materialer-side': '40' }));
    expect(past.list).toEqual({ page: 9, pages: 9, total: 216 });
    expect(past.materials).toHaveLength(216 - 8 * MATERIALS_PAGE_SIZE);
  });

  it('leaves a page without an overview alone', () => {
    const page = pageWith([]);
    expect(viewListings(page, { side: '2' })).toBe(page);
  });

  it('reads a page number leniently and cuts pages', () => {
    expect(['2', ['3', '4'], '0', '-1', '1.5', 'x', undefined].map((v) => pageNumberFrom(v))).toEqual([
      2, 3, 1, 1, 1, 1, 1,
    ]);
    expect(pageOfList([1, 2, 3, 4, 5], 3, 2)).toEqual({ items: [5], page: 3, pages: 3, total: 5 });
    expect(pageOfList([], 5, 2)).toEqual({ items: [], page: 1, pages: 1, total: 0 });
  });
});
