import { useRouter } from 'next/router';
import type { QuerySource } from '../screens/screen-queries';
import type { QueryLike } from '../table-state';
import { trpc } from './trpc';

/**
 * An admin screen's list of queries (src/lib/screens/admin-screens.ts) in the browser: the options its page
 * prefetched, for the router's URL, to hand to TanStack's `useQuery`.
 */
export function useAdminQueries<Queries>(list: (q: QuerySource, url: QueryLike) => Queries): Queries {
  const utils = trpc.useUtils();
  const router = useRouter();
  return list(utils, router.query);
}
