import type { z } from 'zod';
import type { EventCardData } from '@/cms/blocks/cards-data';
import type { BlockDefinition } from '@/cms/blocks/define';
import { eventListBlock, type EventListData } from '@/cms/blocks/event-list';
import { grantListBlock, type GrantListData } from '@/cms/blocks/grant-list';
import type { LatestArticlesData } from '@/cms/blocks/latest-articles';
import type { Block, Page } from '@/cms/vocabulary';
import { log } from '../log';
import { toEventCard, toGrantCard } from './listing-content';
import { searchEventOverview, searchGrants } from './listing-search';
import type { BlockPreparer, BlockPreparers } from './types';

/**
 * Server-side preparation of the listing blocks: fetched lists go into `Data`, so the first items are in the
 * served HTML. A failed fetch is logged and leaves an empty list (SPEC section 8: no message to the person);
 * the page is still drawn. The overview pages' lists hang on their first list block: the events overview reads
 * the search index's event-date replica (upcoming and past apart), the grants overview the grant index.
 */

const failed = (what: string, page: Page, error: unknown) =>
  log.warn(
    { path: page.Url, err: error instanceof Error ? error.message : String(error) },
    `${what} could not be fetched`,
  );

/** The first block of its type on the page: the one that carries an overview's list. */
function isFirstOfType(block: Block, page: Page): boolean {
  const first = page.Blocks.find((candidate) => candidate.ContentType === block.ContentType);
  return first === block || first?.Content === block.Content;
}

const prepareLatestArticles: BlockPreparer<'latestArticlesBlock'> = async (content, { cms, page }) => {
  // One more than shown tells whether "Vis flere" has anything to load.
  const asked = Math.min(content.Amount + 1, 50);
  let articles: LatestArticlesData['articles'] = [];
  try {
    articles = await cms.getLatestArticles(asked, page.Id);
  } catch (error) {
    failed('latest articles', page, error);
  }
  const data: LatestArticlesData = {
    articles: articles.slice(0, content.Amount),
    hasMore: articles.length > content.Amount,
    pageId: page.Id,
    amount: content.Amount,
    link: content.Link,
  };
  return { ContentType: 'latestArticlesBlock', Content: content, Data: data };
};

const prepareFlashcards: BlockPreparer<'flashcardsBlock'> = async (content, { cms, page }) => {
  let cards: Awaited<ReturnType<typeof cms.getFlashcards>> = [];
  if (content.Ids.length > 0) {
    try {
      cards = await cms.getFlashcards(content.Ids.slice(0, 50));
    } catch (error) {
      failed('flashcards', page, error);
    }
  }
  return { ContentType: 'flashcardsBlock', Content: content, Data: { text: content.Text ?? null, cards } };
};

/** The Content of the page's blocks of one list type, as its definition reads it. */
const contentsOf = <Content extends z.ZodType>(
  page: Page,
  { type, content }: BlockDefinition<string, Content>,
) =>
  page.Blocks.filter((candidate) => candidate.ContentType === type).flatMap(
    (candidate): z.output<Content>[] => {
      const parsed = content.safeParse(candidate.Content);
      return parsed.success ? [parsed.data] : [];
    },
  );

/** Every event the page's list blocks carry, split at `now` (the fallback when the search service fails). */
function eventsFromBlocks(page: Page, now = Date.now()) {
  const all = new Map<string, EventCardData>();
  for (const content of contentsOf(page, eventListBlock))
    for (const event of content.Events.map(toEventCard)) all.set(event.eventId, event);
  const events = [...all.values()].sort((a, b) => a.start.localeCompare(b.start));
  const ended = (event: EventCardData) => new Date(event.end ?? event.start).getTime() < now;
  return { upcoming: events.filter((event) => !ended(event)), past: events.filter(ended).reverse() };
}

const prepareEventList: BlockPreparer<'eventListBlock'> = async (content, { page }, block) => {
  const prepared = (data: EventListData) => ({
    ContentType: 'eventListBlock' as const,
    Content: content,
    Data: data,
  });
  if (page.ContentType === 'eventOverview') {
    if (!isFirstOfType(block, page)) return prepared({ kind: 'merged' });
    try {
      return prepared({ kind: 'overviewSource', source: 'search', ...(await searchEventOverview()) });
    } catch (error) {
      failed('events from the search index', page, error);
      return prepared({ kind: 'overviewSource', source: 'cms', ...eventsFromBlocks(page) });
    }
  }
  return prepared({
    kind: 'list',
    text: content.Text ?? null,
    emptyText: content.EmptyText,
    events: content.Events.map(toEventCard),
  });
};

const prepareGrantList: BlockPreparer<'grantListBlock'> = async (content, { page }, block) => {
  const prepared = (data: GrantListData) => ({
    ContentType: 'grantListBlock' as const,
    Content: content,
    Data: data,
  });
  const text = content.Text ?? null;
  if (page.ContentType === 'grantOverview') {
    if (!isFirstOfType(block, page)) return prepared({ kind: 'merged' });
    try {
      return prepared({ kind: 'overviewSource', source: 'search', text, grants: await searchGrants() });
    } catch (error) {
      failed('grants from the search index', page, error);
      const grants = contentsOf(page, grantListBlock).flatMap((list) => list.Grants.map(toGrantCard));
      return prepared({
        kind: 'overviewSource',
        source: 'cms',
        text,
        grants: grants.sort((a, b) => a.deadline.localeCompare(b.deadline)),
      });
    }
  }
  return prepared({
    kind: 'list',
    text,
    emptyText: content.EmptyText,
    grants: content.Grants.map(toGrantCard),
  });
};

/** The materials go out once, in Data (cut to one page per request by listing-view.ts), not again in Content. */
const prepareMaterials: BlockPreparer<'materialsBlock'> = (content) =>
  Promise.resolve({
    ContentType: 'materialsBlock',
    Content: { ...content, Materials: [] },
    Data: { text: content.Text ?? null, materials: content.Materials, link: content.Link, list: null },
  });

/** Server-side preparation of the listing blocks, keyed by ContentType. */
export const listingPreparers: BlockPreparers<
  'latestArticlesBlock' | 'flashcardsBlock' | 'eventListBlock' | 'grantListBlock' | 'materialsBlock'
> = {
  latestArticlesBlock: prepareLatestArticles,
  flashcardsBlock: prepareFlashcards,
  eventListBlock: prepareEventList,
  grantListBlock: prepareGrantList,
  materialsBlock: prepareMaterials,
};
