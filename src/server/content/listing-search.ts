import { z } from 'zod';
import type { EventCardData, GrantCardData } from '@/cms/blocks/cards-data';
import type { Media } from '@/cms/vocabulary';
import { SEARCH_INDICES } from '@/lib/search-indices';
import { searchIndex } from '../upstream/search';

/**
 * The overview pages' lists from the search service (prisma-free-mock/docs/search.md, "Records"): every event
 * from the event-date replica, every grant from the grant index. The lists are short (tens of records), so one
 * page of up to 1000 hits holds them; the long `text` field is left out.
 */

const MAX_HITS = 1000;

const imageSchema = z
  .object({ url: z.string(), alt: z.string().catch('') })
  .nullable()
  .catch(null)
  .transform((image): Media | null => (image ? { Url: image.url, AltText: image.alt } : null));

/** What every page record of the search index carries. */
const pageRecordFields = {
  objectID: z.string(),
  title: z.string(),
  url: z.string(),
  teaser: z.string().catch(''),
  image: imageSchema,
};

const eventRecordSchema = z.object({
  ...pageRecordFields,
  eventId: z.string(),
  eventType: z.string().catch(''),
  programName: z.string().nullable().catch(null),
  eventStart: z.string(),
  eventEnd: z.string().nullable().catch(null),
  city: z.string().nullable().catch(null),
  location: z.string().nullable().catch(null),
  isPast: z.boolean().catch(false),
});

const grantRecordSchema = z.object({
  ...pageRecordFields,
  category: z.string().catch(''),
  amount: z.string().catch(''),
  amountMax: z.number().nullable().catch(null),
  deadline: z.string(),
});

const EVENT_ATTRIBUTES = Object.keys(eventRecordSchema.shape);
const GRANT_ATTRIBUTES = Object.keys(grantRecordSchema.shape);

const toEventCard = (record: z.infer<typeof eventRecordSchema>): EventCardData => ({
  eventId: record.eventId,
  title: record.title,
  url: record.url,
  type: record.eventType,
  programName: record.programName,
  start: record.eventStart,
  end: record.eventEnd,
  place: [record.location, record.city].filter(Boolean).join(', '),
  teaser: record.teaser,
  image: record.image,
  publicSignup: null,
});

/** Upcoming events soonest first; past events (`isPast`) newest first. */
export async function searchEventOverview(): Promise<{ upcoming: EventCardData[]; past: EventCardData[] }> {
  const query = (filters: string) =>
    searchIndex(
      SEARCH_INDICES.eventsByDate,
      {
        query: '',
        filters,
        hitsPerPage: MAX_HITS,
        attributesToRetrieve: EVENT_ATTRIBUTES,
        attributesToHighlight: [],
      },
      eventRecordSchema,
    );
  const [upcoming, past] = await Promise.all([query('isPast:false'), query('isPast:true')]);
  return { upcoming: upcoming.hits.map(toEventCard), past: past.hits.map(toEventCard).reverse() };
}

/** Every grant, nearest deadline first (the index's own order). */
export async function searchGrants(): Promise<GrantCardData[]> {
  const { hits } = await searchIndex(
    SEARCH_INDICES.grants,
    { query: '', hitsPerPage: MAX_HITS, attributesToRetrieve: GRANT_ATTRIBUTES, attributesToHighlight: [] },
    grantRecordSchema,
  );
  return hits.map((record) => ({
    id: record.objectID,
    title: record.title,
    url: record.url,
    category: record.category,
    amount: record.amount,
    amountMax: record.amountMax,
    deadline: record.deadline,
    teaser: record.teaser,
    image: record.image,
  }));
}
