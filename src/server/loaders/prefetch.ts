import { createServerSideHelpers } from '@trpc/react-query/server';
import type { DehydratedState } from '@tanstack/react-query';
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
