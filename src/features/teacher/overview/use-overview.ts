import { useInfiniteQuery, useQueries, useQuery } from '@tanstack/react-query';
import { trpc } from '@/lib/client/trpc';
import { codeStatusQueries, overviewQueries } from '@/lib/screens/teacher-overview';
import { programmeTasks, type TaskInput } from '@/lib/screens/teacher-tasks';

/**
 * Everything Min oversigt shows, through the screen's one list of queries (src/lib/screens/teacher-overview.ts),
 * which the server prefetched, so the first render has the data. `null` data = the call failed (default policy)
 * or, for the latest sign-ups, nothing came back (quiet policy).
 */
export function useOverview() {
  const utils = trpc.useUtils();
  const queries = overviewQueries(utils);
  const user = useQuery(queries.user);
  const programmes = useQuery(queries.programmes);
  const active = useQuery(queries.active);
  const relevant = useInfiniteQuery(queries.relevant);
  const latest = useQuery(queries.latest);

  const base: Omit<TaskInput, 'codeValidated'> = {
    user: user.data ?? null,
    programmes: programmes.data ?? null,
    activeProgrammes: active.data ?? null,
    relevantEvents: relevant.data?.pages[0]?.items ?? null,
    latestSignups: latest.data ?? null,
  };
  const code = codeStatusQueries(utils, base);
  const userEvents = useQueries({ queries: code.queries });
  const codeValidated: TaskInput['codeValidated'] = Object.fromEntries(
    code.eventIds.map((eventId, index) => [eventId, userEvents[index]?.data?.codeValidated ?? null]),
  );
  const tasks = programmeTasks({ ...base, codeValidated });
  const waiting = [user, programmes, active].some((query) => query.isPending);

  return { user, programmes, active, relevant, latest, tasks, waiting };
}

export type Overview = ReturnType<typeof useOverview>;
