import { z } from 'zod';
import { mediaSchema } from '../vocabulary';
import type { ListingPage } from '@/lib/listings/paging';
import type { EventCardData } from './cards-data';
import { anchored, defineBlock, lenientList, optionalText, type PreparedOf } from './define';

/** An event as a list block carries it (prisma-free-mock/docs/cms.md, "EventSummary"). */
export const eventSummarySchema = z.object({
  EventId: z.string(),
  Name: z.string(),
  Url: z.string(),
  Type: z.string().catch(''),
  StartDate: z.string(),
  EndDate: z.string().nullable().catch(null),
  Location: z
    .object({ Name: z.string().catch(''), City: z.string().catch('') })
    .catch({ Name: '', City: '' }),
  Teaser: z.string().catch(''),
  Image: mediaSchema.nullable().catch(null),
  PublicSignup: z.boolean().nullable().catch(null),
});
export type EventSummary = z.infer<typeof eventSummarySchema>;

/** eventListBlock: the events the CMS put in the block; on the events overview, the whole overview. */
export const eventListBlock = defineBlock(
  'eventListBlock',
  z.object({
    ...anchored,
    Text: optionalText,
    EmptyText: z.string().catch(''),
    Events: lenientList(eventSummarySchema),
  }),
);

/**
 * Its own list, or (on the events overview) the overview from the search index: the preparer keeps every event
 * (`overviewSource`, cached with the page on the server) and each request gets its filtered page of each list
 * (`overview`, src/server/content/listing-view.ts), so the HTML holds one page, not the whole index.
 */
export type EventListData =
  | { kind: 'list'; text: string | null; emptyText: string; events: EventCardData[] }
  | { kind: 'overviewSource'; source: 'search' | 'cms'; upcoming: EventCardData[]; past: EventCardData[] }
  | {
      kind: 'overview';
      source: 'search' | 'cms';
      upcoming: ListingPage<EventCardData>;
      past: ListingPage<EventCardData>;
      /** The filters' choices, from every event. */
      options: { types: string[]; programs: string[] };
    }
  /** A further list block on the overview page, drawn by the overview already. */
  | { kind: 'merged' };
export type EventListBlock = PreparedOf<typeof eventListBlock, EventListData>;
