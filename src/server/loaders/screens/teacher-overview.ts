import { codeStatusQueries, overviewQueries } from '@/lib/screens/teacher-overview';
import { firstPage, prefetchQueries, type PrefetchApi } from '../prefetch';

/**
 * Min oversigt on the server (docs/decisions/0011): the screen's list of queries (src/lib/screens/), then the
 * code status its answers call for, so the first HTML shows the teacher's tasks, sign-ups, events and
 * programmes. A failed call is left for the browser to make again and show.
 */
export async function loadOverview(api: PrefetchApi): Promise<Record<never, never>> {
  const queries = overviewQueries(api);
  const quietly = <T>(call: Promise<T>) => call.catch(() => null);
  const client = api.queryClient;
  const [user, programmes, activeProgrammes, relevant, latestSignups] = await Promise.all([
    quietly(client.fetchQuery(queries.user)),
    quietly(client.fetchQuery(queries.programmes)),
    quietly(client.fetchQuery(queries.active)),
    quietly(client.fetchInfiniteQuery(firstPage(queries.relevant))),
    quietly(client.fetchQuery(queries.latest)),
  ]);
  const answers = {
    user,
    programmes,
    activeProgrammes,
    relevantEvents: relevant?.pages[0]?.items ?? null,
    latestSignups,
  };
  await prefetchQueries(api, codeStatusQueries(api, answers).queries);
  return {};
}
