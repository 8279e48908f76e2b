import type { MockState } from '../state';
import { SearchEngine, type IndexSettings } from './engine';
import type { SearchRecord } from './filters';
import { isFindable, toContentRecord, toGrantPreview, type ContentRecord } from './records';

/** The five indices of the site (docs/architecture.md, Contracts the tests rely on). */
export const INDEX_NAMES = [
  'content',
  'content_published_desc',
  'content_eventdate_asc',
  'grants',
  'grants_preview',
] as const;
export type IndexName = (typeof INDEX_NAMES)[number];

export const isIndexName = (name: string): name is IndexName =>
  (INDEX_NAMES as readonly string[]).includes(name);

const CONTENT_SEARCHABLE = { title: 4, tags: 3, teaser: 2, text: 1 };
const CONTENT_FACETS = ['type', 'tags', 'eventType', 'programName', 'city', 'isPast', 'category', 'isOpen'];
const HIGHLIGHT = ['title', 'teaser'];

interface IndexDefinition {
  settings: IndexSettings;
  records(content: ContentRecord[]): SearchRecord[];
}

const isEvent = (r: ContentRecord) => r.type === 'eventPage' && r.eventStartTimestamp !== undefined;
const isGrant = (r: ContentRecord) => r.type === 'grantPage';

export const INDEX_DEFINITIONS: Record<IndexName, IndexDefinition> = {
  content: {
    settings: {
      searchableAttributes: CONTENT_SEARCHABLE,
      attributesForFaceting: CONTENT_FACETS,
      attributesToHighlight: HIGHLIGHT,
      // Relevance when there are words to rank by; the newest first when there are none.
      emptyQueryOrder: { attribute: 'publishedTimestamp', direction: 'desc' },
    },
    records: (content) => content,
  },
  content_published_desc: {
    settings: {
      searchableAttributes: CONTENT_SEARCHABLE,
      attributesForFaceting: CONTENT_FACETS,
      attributesToHighlight: HIGHLIGHT,
      sortBy: { attribute: 'publishedTimestamp', direction: 'desc' },
    },
    records: (content) => content,
  },
  content_eventdate_asc: {
    settings: {
      searchableAttributes: CONTENT_SEARCHABLE,
      attributesForFaceting: CONTENT_FACETS,
      attributesToHighlight: HIGHLIGHT,
      sortBy: { attribute: 'eventStartTimestamp', direction: 'asc' },
    },
    records: (content) => content.filter(isEvent),
  },
  grants: {
    settings: {
      searchableAttributes: CONTENT_SEARCHABLE,
      attributesForFaceting: ['category', 'isOpen', 'tags'],
      attributesToHighlight: HIGHLIGHT,
      // The nearest deadline first: what an applicant needs to see.
      emptyQueryOrder: { attribute: 'deadlineTimestamp', direction: 'asc' },
    },
    records: (content) => content.filter(isGrant),
  },
  grants_preview: {
    settings: {
      searchableAttributes: { title: 4, category: 3, teaser: 2 },
      attributesForFaceting: ['category', 'isOpen'],
      attributesToHighlight: HIGHLIGHT,
      emptyQueryOrder: { attribute: 'deadlineTimestamp', direction: 'asc' },
    },
    records: (content) => content.filter(isGrant).map(toGrantPreview),
  },
};

interface Built {
  version: number;
  pageCount: number;
  content: ContentRecord[];
  engines: Map<IndexName, SearchEngine>;
}

/**
 * Indices are built lazily from the CMS and kept per state object and CMS version: a reset replaces the state
 * object (the WeakMap forgets the old one), an upsert bumps the version.
 */
const cache = new WeakMap<MockState, Built>();

export function getIndex(state: MockState, name: IndexName): SearchEngine {
  let built = cache.get(state);
  const pages = state.cms.listPages();
  // The page count is a second guard, should a CMS change ever forget to bump the version.
  if (!built || built.version !== state.cms.version || built.pageCount !== pages.length) {
    const now = state.seed.now;
    const content = pages.filter(isFindable).map((page) => toContentRecord(page, now));
    built = { version: state.cms.version, pageCount: pages.length, content, engines: new Map() };
    cache.set(state, built);
  }
  let engine = built.engines.get(name);
  if (!engine) {
    const definition = INDEX_DEFINITIONS[name];
    // The replica sorted by date searches the same words as `content`: it shares that index's word index.
    const words = name === 'content_published_desc' ? getIndex(state, 'content') : undefined;
    engine = new SearchEngine(definition.records(built.content), definition.settings, words);
    built.engines.set(name, engine);
  }
  return engine;
}

/** Builds every index now rather than at the first search (the foundation world's start does this). */
export function warmIndices(state: MockState): void {
  for (const name of INDEX_NAMES) getIndex(state, name);
}
