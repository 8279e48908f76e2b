import type { TaskInput } from './teacher-task-types';
import { eventsNeedingCodeStatus } from './teacher-tasks';
import { nextCursor, type QuerySource } from './screen-queries';

/** Relevant events per page on Min oversigt. */
export const RELEVANT_PAGE_SIZE = 10;

/**
 * Min oversigt's data, written once for the server's prefetch (src/server/loaders/screens/teacher-overview.ts)
 * and the screen's hooks (use-overview.ts): the teacher's record, the programmes, the active programmes' counts
 * and next open events, one page of relevant events and the latest sign-ups, each list bounded.
 */
export const overviewQueries = (q: QuerySource) => ({
  user: q.user.getUser.queryOptions(),
  programmes: q.user.getPrograms.queryOptions(),
  active: q.events.getActiveProgrammeSummaries.queryOptions(),
  relevant: q.events.getRelevantEventsPage.infiniteQueryOptions(
    { limit: RELEVANT_PAGE_SIZE },
    { getNextPageParam: nextCursor },
  ),
  latest: q.events.getLatestSignupSummaries.queryOptions(),
});

/**
 * Then, from those answers: the code status of each joined programme's next event that requires a code, in the
 * order of `eventIds`.
 */
export function codeStatusQueries(q: QuerySource, answers: Omit<TaskInput, 'codeValidated'>) {
  const eventIds = eventsNeedingCodeStatus(answers);
  return { eventIds, queries: eventIds.map((eventId) => q.events.getUserEvent.queryOptions({ eventId })) };
}
