/**
 * The search service's indices (prisma-free-mock/docs/search.md, docs/architecture.md, Contracts the tests
 * rely on), for the server's listings and sitemap and the browser's search page alike. Index names are not
 * secret: they reach the browser together with the search-only key.
 */
export const SEARCH_INDICES = {
  /** Every findable page; relevance with a query, newest first without. */
  content: 'content',
  /** The same records, newest `publishedTimestamp` first (a sort-by replica). */
  contentNewest: 'content_published_desc',
  /** Event pages, soonest `eventStartTimestamp` first. */
  eventsByDate: 'content_eventdate_asc',
  grants: 'grants',
  /** Small grant records for teasers elsewhere on the site. */
  grantsPreview: 'grants_preview',
} as const;
