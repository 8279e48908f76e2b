import { createTRPCClient, httpBatchLink, httpLink, splitLink } from '@trpc/client';
import type { AppRouter } from '@/server/routers/root';
import { PATHS } from '@/lib/routes';

const sameOrigin = (url: URL | RequestInfo, options?: RequestInit) =>
  fetch(url, { ...options, credentials: 'same-origin' });

/**
 * A plain client of the typed API for one-off calls ("Vis flere"): no query cache, no provider. Import it
 * when the call is made (`await import('@/lib/client/api')`), so pages only load it when someone asks.
 *
 * Calls are batched, except one made with `context: { alone: true }`: a call that may take seconds (a pending
 * listing waiting for a slow upstream, decision 0011) goes in a request of its own, so the calls batched with
 * it (the header's `session.get`) are not held back until it answers.
 */
export const api = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.context.alone === true,
      true: httpLink({ url: PATHS.api.trpc, fetch: sameOrigin }),
      false: httpBatchLink({ url: PATHS.api.trpc, maxItems: 10, fetch: sameOrigin }),
    }),
  ],
});
