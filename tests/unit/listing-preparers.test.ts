import { describe, expect, it } from 'vitest';
import { articleSummary as article } from '../support/cms-articles';
import type { EventListData } from '@/cms/blocks/event-list';
import type { FlashcardsData } from '@/cms/blocks/flashcards';
import type { GrantListData } from '@/cms/blocks/grant-list';
import type { LatestArticlesData } from '@/cms/blocks/latest-articles';
import { prepareBlock } from '@/server/content/prepare-page';
import type { PrepareContext } from '@/server/content/types';
import type { CmsClient } from '@/server/upstream/cms';
import type { Block, Page } from '@/cms/vocabulary';

function context(page: Page, cms: Partial<CmsClient>): PrepareContext {
  return {
    cms: cms as CmsClient,
    cmsBaseUrl: 'http://cms.invalid/cms',
    imageCdnUrl: 'http://cdn.invalid',
    page,
  };
}

const pageWith = (ContentType: string, Blocks: Block[]): Page => ({
  Id: 1200,
  Name: 'Side',
  Url: '/side/',
  ContentType,
  Blocks,
});

/** The server's preparation of a block of this type, with `Data` as the listing blocks attach it. */
const prepare = (type: string) => async (block: Block, prepareContext: PrepareContext) => {
  const prepared = await prepareBlock({ ...block, ContentType: type }, prepareContext);
  if (!prepared || !('Data' in prepared)) throw new Error(`no data for ${type}`);
  return prepared;
};

describe('the listing blocks are prepared on the server', () => {
  it('asks GetLatestArticles for one more than it shows, leaving the page out', async () => {
    const calls: unknown[][] = [];
    const block: Block = {
      ContentType: 'latestArticlesBlock',
      Content: { Headline: 'Læs også', Amount: 3, Link: null },
    };
    const page = pageWith('article', [block]);
    const prepared = await prepare('latestArticlesBlock')(
      block,
      context(page, {
        getLatestArticles: (amount: number, pageId: number) => {
          calls.push([amount, pageId]);
          return Promise.resolve([article(1), article(2), article(3), article(4)]);
        },
      }),
    );
    const data = prepared.Data as LatestArticlesData;
    expect(calls).toEqual([[4, 1200]]);
    expect(data.articles.map((a) => a.Id)).toEqual([1, 2, 3]);
    expect(data.hasMore).toBe(true);
  });

  it('shows an empty list when the CMS fails', async () => {
    const block: Block = { ContentType: 'latestArticlesBlock', Content: { Amount: 9 } };
    const prepared = await prepare('latestArticlesBlock')(
      block,
      context(pageWith('newsOverview', [block]), {
        getLatestArticles: () => Promise.reject(new Error('down')),
      }),
    );
    expect(prepared.Data).toMatchObject({ articles: [], hasMore: false, amount: 9 });
  });

  it('fetches the flashcards by their ids', async () => {
    const block: Block = { ContentType: 'flashcardsBlock', Content: { Text: null, Ids: [3, 1] } };
    const cards = [{ Id: 3, Category: 'Metode', Question: 'Q3', Answer: 'A3', Image: null }];
    let asked: number[] = [];
    const prepared = await prepare('flashcardsBlock')(
      block,
      context(pageWith('landingPage', [block]), {
        getFlashcards: (ids: number[]) => {
          asked = ids;
          return Promise.resolve(cards);
        },
      }),
    );
    expect(asked).toEqual([3, 1]);
    expect((prepared.Data as FlashcardsData).cards).toEqual(cards);
  });

  it('carries an event list block its own summaries, dropping broken ones', async () => {
    const block: Block = {
      ContentType: 'eventListBlock',
      Content: {
        Headline: 'Kommende',
        Text: null,
        EmptyText: 'Ingen',
        Events: [
          {
            EventId: 'evt-1',
            Name: 'Workshop',
            Url: '/arrangementer/w/',
            Type: 'Workshop',
            StartDate: '2026-12-01T10:00:00.000Z',
            EndDate: '2026-12-01T12:00:00.000Z',
            Location: { Name: 'Fondens hus', City: 'København K' },
            Teaser: 'Kom og vær med',
            Image: null,
            PublicSignup: true,
          },
          { broken: true },
        ],
      },
    };
    const prepared = await prepare('eventListBlock')(block, context(pageWith('frontPage', [block]), {}));
    const data = prepared.Data as EventListData;
    expect(data.kind).toBe('list');
    if (data.kind !== 'list') return;
    expect(data.events).toHaveLength(1);
    expect(data.emptyText).toBe('Ingen');
    expect(data.events[0]).toMatchObject({
      eventId: 'evt-1',
      place: 'Fondens hus, København K',
      publicSignup: true,
    });
  });

  it('hangs the overview on the first list block of the overview page and merges the others', async () => {
    const first: Block = {
      ContentType: 'grantListBlock',
      Content: { Text: 'Søg senest kl. 12', EmptyText: '', Grants: [] },
    };
    const second: Block = {
      ContentType: 'grantListBlock',
      Content: { Text: null, EmptyText: '', Grants: [] },
    };
    const page = pageWith('grantOverview', [first, second]);
    const merged = await prepare('grantListBlock')(second, context(page, {}));
    expect(merged.Data).toEqual({ kind: 'merged' });
    // Without a configured search service the overview falls back to the blocks' own summaries.
    const overview = (await prepare('grantListBlock')(first, context(page, {}))).Data as GrantListData;
    expect(overview).toMatchObject({ kind: 'overviewSource', text: 'Søg senest kl. 12' });
  });
});
