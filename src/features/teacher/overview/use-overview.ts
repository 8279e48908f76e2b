import { trpc } from '@/lib/client/trpc';
import { eventsNeedingCodeStatus, programmeTasks, type TaskInput } from './tasks';

/** Relevant events per page on Min oversigt; the loader prefetches the first page with the same input. */
export const RELEVANT_PAGE_SIZE = 10;

/**
 * Everything Min oversigt shows, through the same procedures the server prefetched (overview-loader.ts), so the
 * first render has the data. `null` data = the call failed (default policy) or, for the latest sign-ups,
 * nothing came back (quiet policy).
 */
export function useOverview() {
  const user = trpc.user.getUser.useQuery();
  const programmes = trpc.user.getPrograms.useQuery();
  const active = trpc.events.getActiveProgrammeSummaries.useQuery();
  const relevant = trpc.events.getRelevantEventsPage.useInfiniteQuery(
    { limit: RELEVANT_PAGE_SIZE },
    { getNextPageParam: (last) => last?.nextCursor },
  );
  const latest = trpc.events.getLatestSignupSummaries.useQuery();

  const base: Omit<TaskInput, 'codeValidated'> = {
    user: user.data ?? null,
    programmes: programmes.data ?? null,
    activeProgrammes: active.data ?? null,
    relevantEvents: relevant.data?.pages[0]?.items ?? null,
    latestSignups: latest.data ?? null,
  };
  const codeEvents = eventsNeedingCodeStatus(base);
  const userEvents = trpc.useQueries((t) => codeEvents.map((eventId) => t.events.getUserEvent({ eventId })));
  const codeValidated: TaskInput['codeValidated'] = Object.fromEntries(
    codeEvents.map((eventId, index) => [eventId, userEvents[index]?.data?.codeValidated ?? null]),
  );
  const tasks = programmeTasks({ ...base, codeValidated });
  const waiting = [user, programmes, active].some((query) => query.isPending);

  return { user, programmes, active, relevant, latest, tasks, waiting };
}

export type Overview = ReturnType<typeof useOverview>;
