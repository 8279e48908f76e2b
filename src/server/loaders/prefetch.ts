import { createServerSideHelpers } from '@trpc/react-query/server';
import type { DehydratedState, QueryClient } from '@tanstack/react-query';
import { isInfiniteKey } from '@/lib/screens/screen-queries';
import type { Context } from '../context';
import { appRouter } from '../routers/root';

// One client per request: a call made twice while one page is loaded (a teacher screen asks for the person
// first, then its own loader may again) is answered from the first answer, not fetched again.
const helpersFor = (ctx: Context) =>
  createServerSideHelpers({
    router: appRouter,
    ctx,
    queryClientConfig: { defaultOptions: { queries: { staleTime: Infinity } } },
  });

/**
 * The typed API on the server, for a screen's getServerSideProps: `api.user.getPrograms.prefetch()` runs the
 * procedure (access rules and error policies included) and keeps its answer for the browser, so the first HTML
 * already shows the data and React Query starts with it instead of a spinner. `fetch()` also returns the answer
 * and throws the procedure's typed error.
 */
export type PrefetchApi = ReturnType<typeof helpersFor>;

export function createPrefetchApi(ctx: Context): { api: PrefetchApi; dehydrate: () => DehydratedState } {
  const api = helpersFor(ctx);
  // Only answers: a refused or failed call is made again in the browser, where its typed error can be shown.
  // A plain-JSON copy: Next refuses `undefined` in props, and the browser needs nothing else.
  const answers = () => api.dehydrate({ shouldDehydrateQuery: (query) => query.state.status === 'success' });
  return { api, dehydrate: () => JSON.parse(JSON.stringify(answers())) as DehydratedState };
}

type AnyQueryOptions = Parameters<QueryClient['prefetchQuery']>[0];
type AnyInfiniteOptions = Parameters<QueryClient['prefetchInfiniteQuery']>[0];

/** The server's helpers leave a paged query's first page unnamed: it is the page without a cursor. */
export const firstPage = <T extends { initialPageParam?: unknown }>(options: T): T => ({
  ...options,
  initialPageParam: options.initialPageParam ?? null,
});

/**
 * Prefetches a screen's list of queries (src/lib/screens/, docs/decisions/0037): every one, a paged one as its
 * first page. The very options the screen's hooks use, so the keys match and the first HTML shows the data.
 */
export async function prefetchQueries(
  api: PrefetchApi,
  queries: Record<string, object> | object[],
): Promise<void> {
  await Promise.all(
    Object.values(queries).map((options) => {
      const { queryKey } = options as AnyQueryOptions;
      return isInfiniteKey(queryKey)
        ? api.queryClient.prefetchInfiniteQuery(firstPage(options as AnyInfiniteOptions))
        : api.queryClient.prefetchQuery(options as AnyQueryOptions);
    }),
  );
}
