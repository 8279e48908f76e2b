import type { ArticleSummary, Flashcard, Link, Media } from '@/server/upstream/cms-schemas';

/**
 * The `Data` the listing blocks' preparers (src/server/content/preparers-listing.ts) attach for the components.
 * Types only (plus one guard), so no schema library reaches the browser for them.
 */

export interface MaterialSummary {
  MaterialId: string;
  Title: string;
  Description: string;
  Format: string;
  ProgramName: string | null;
  RequiresCode: boolean;
  Image: Media | null;
}

/** An event as the cards show it, from a block's EventSummary or a search record. */
export interface EventCardData {
  eventId: string;
  title: string;
  url: string;
  type: string;
  programName: string | null;
  start: string;
  end: string | null;
  place: string;
  teaser: string;
  image: Media | null;
  /** Open to visitors without a login; null when the source does not say. */
  publicSignup: boolean | null;
}

export interface GrantCardData {
  id: string;
  title: string;
  url: string;
  category: string;
  amount: string;
  amountMax: number | null;
  deadline: string;
  teaser: string;
  image: Media | null;
}

/** eventListBlock: its own list, or (on the events overview) the whole overview from the search index. */
export type EventListData =
  | { kind: 'list'; text: string | null; emptyText: string; events: EventCardData[] }
  | { kind: 'overview'; source: 'search' | 'cms'; upcoming: EventCardData[]; past: EventCardData[] }
  /** A further list block on the overview page, drawn by the overview already. */
  | { kind: 'merged' };

/** grantListBlock: its own list, or (on the grants overview) the whole grant index. */
export type GrantListData =
  | { kind: 'list'; text: string | null; emptyText: string; grants: GrantCardData[] }
  | { kind: 'overview'; source: 'search' | 'cms'; text: string | null; grants: GrantCardData[] }
  | { kind: 'merged' };

export interface LatestArticlesData {
  articles: ArticleSummary[];
  /** More articles exist after these (the preparer asks for one more than it shows). */
  hasMore: boolean;
  /** The page the block is on: left out of the list ("Læs også"). */
  pageId: number;
  amount: number;
  link: Link | null;
}

export interface FlashcardsData {
  text: string | null;
  cards: Flashcard[];
}

export interface MaterialsData {
  text: string | null;
  materials: MaterialSummary[];
  link: Link | null;
}

/** Reads a prepared block's `Data` when it has the expected shape (the preparer made it; this guards a stale copy). */
export function dataOf<T>(data: unknown, keys: readonly string[]): T | null {
  if (!data || typeof data !== 'object') return null;
  return keys.every((key) => key in data) ? (data as T) : null;
}
