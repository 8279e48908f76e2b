import type {
  EventCardData,
  EventListData,
  FlashcardsData,
  GrantListData,
  LatestArticlesData,
  MaterialsData,
} from '@/blocks/listing/data';
import {
  eventListContentSchema,
  flashcardsContentSchema,
  grantListContentSchema,
  latestArticlesContentSchema,
  materialsContentSchema,
  toEventCard,
  toGrantCard,
} from './listing-content';
import { log } from '../log';
import type { Block, Page } from '../upstream/cms-schemas';
import { searchEventOverview, searchGrants } from './listing-search';
import type { BlockPreparer, PreparerGroup } from './types';

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

const prepareLatestArticles: BlockPreparer = async (block, { cms, page }) => {
  const content = latestArticlesContentSchema.parse(block.Content);
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
  return { ...block, Data: data };
};

const prepareFlashcards: BlockPreparer = async (block, { cms, page }) => {
  const content = flashcardsContentSchema.parse(block.Content);
  let cards: FlashcardsData['cards'] = [];
  if (content.Ids.length > 0) {
    try {
      cards = await cms.getFlashcards(content.Ids.slice(0, 50));
    } catch (error) {
      failed('flashcards', page, error);
    }
  }
  const data: FlashcardsData = { text: content.Text, cards };
  return { ...block, Data: data };
};

/** Every event the page's list blocks carry, split at `now` (the fallback when the search service fails). */
function eventsFromBlocks(page: Page, now = Date.now()) {
  const all = new Map<string, EventCardData>();
  for (const candidate of page.Blocks) {
    if (candidate.ContentType !== 'eventListBlock') continue;
    for (const event of eventListContentSchema.parse(candidate.Content).Events.map(toEventCard))
      all.set(event.eventId, event);
  }
  const events = [...all.values()].sort((a, b) => a.start.localeCompare(b.start));
  const ended = (event: EventCardData) => new Date(event.end ?? event.start).getTime() < now;
  return { upcoming: events.filter((event) => !ended(event)), past: events.filter(ended).reverse() };
}

const prepareEventList: BlockPreparer = async (block, { page }) => {
  if (page.ContentType === 'eventOverview') {
    if (!isFirstOfType(block, page)) return { ...block, Data: { kind: 'merged' } satisfies EventListData };
    let data: EventListData;
    try {
      data = { kind: 'overview', source: 'search', ...(await searchEventOverview()) };
    } catch (error) {
      failed('events from the search index', page, error);
      data = { kind: 'overview', source: 'cms', ...eventsFromBlocks(page) };
    }
    return { ...block, Data: data };
  }
  const content = eventListContentSchema.parse(block.Content);
  const data: EventListData = {
    kind: 'list',
    text: content.Text,
    emptyText: content.EmptyText,
    events: content.Events.map(toEventCard),
  };
  return { ...block, Data: data };
};

const prepareGrantList: BlockPreparer = async (block, { page }) => {
  const content = grantListContentSchema.parse(block.Content);
  if (page.ContentType === 'grantOverview') {
    if (!isFirstOfType(block, page)) return { ...block, Data: { kind: 'merged' } satisfies GrantListData };
    let data: GrantListData;
    try {
      data = { kind: 'overview', source: 'search', text: content.Text, grants: await searchGrants() };
    } catch (error) {
      failed('grants from the search index', page, error);
      const grants = page.Blocks.filter((candidate) => candidate.ContentType === 'grantListBlock').flatMap(
        (candidate) => grantListContentSchema.parse(candidate.Content).Grants.map(toGrantCard),
      );
      data = {
        kind: 'overview',
        source: 'cms',
        text: content.Text,
        grants: grants.sort((a, b) => a.deadline.localeCompare(b.deadline)),
      };
    }
    return { ...block, Data: data };
  }
  const data: GrantListData = {
    kind: 'list',
    text: content.Text,
    emptyText: content.EmptyText,
    grants: content.Grants.map(toGrantCard),
  };
  return { ...block, Data: data };
};

const prepareMaterials: BlockPreparer = (block) => {
  const content = materialsContentSchema.parse(block.Content);
  const data: MaterialsData = { text: content.Text, materials: content.Materials, link: content.Link };
  return Promise.resolve({ ...block, Data: data });
};

/** Server-side preparation of this group's blocks, keyed by ContentType. */
export const listingPreparers: PreparerGroup = {
  latestArticlesBlock: prepareLatestArticles,
  flashcardsBlock: prepareFlashcards,
  eventListBlock: prepareEventList,
  grantListBlock: prepareGrantList,
  materialsBlock: prepareMaterials,
};
