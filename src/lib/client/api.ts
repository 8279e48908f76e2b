import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '@/server/routers/root';
import { PATHS } from '@/lib/routes';

/**
 * A plain client of the typed API for one-off calls ("Vis flere"): no query cache, no provider. Import it
 * when the call is made (`await import('@/lib/client/api')`), so pages only load it when someone asks.
 */
export const api = createTRPCClient<AppRouter>({
  links: [
    httpBatchLink({
      url: PATHS.api.trpc,
      maxItems: 10,
      fetch: (url, options) => fetch(url, { ...options, credentials: 'same-origin' }),
    }),
  ],
});
