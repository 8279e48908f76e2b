import { nextCursor, type QuerySource } from './screen-queries';

/** Events per page on "Programmer og events". */
export const EVENTS_PAGE_SIZE = 20;

/** One of the screen's event lists, a page at a time: the upcoming ones, or the past ones signed up to. */
export const myEventPages = (q: QuerySource, when: 'upcoming' | 'past') =>
  q.events.getMyEventsPage.infiniteQueryOptions(
    { when, limit: EVENTS_PAGE_SIZE },
    { getNextPageParam: nextCursor },
  );

/**
 * What "Programmer og events" shows first, written once for the server's prefetch and the screen's parts
 * (ProgrammeList, EventList, InstitutionNotice): the programmes, the first page of upcoming events and the
 * teacher's record.
 */
export const programmesQueries = (q: QuerySource) => ({
  programmes: q.user.getPrograms.queryOptions(),
  upcoming: myEventPages(q, 'upcoming'),
  user: q.user.getUser.queryOptions(),
});
