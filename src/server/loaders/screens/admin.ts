import type { QuerySource } from '@/lib/screens/screen-queries';
import {
  userInformationQueries,
  userSignUpsQuery,
  usersAndInstitutionsQueries,
} from '@/lib/screens/admin-screens';
import type { QueryLike } from '@/lib/table-state';
import type { ScreenLoader } from '../navigation';
import { prefetchQueries } from '../prefetch';

type NoProps = Record<never, never>;

/**
 * An admin screen on the server (docs/decisions/0011, 0037): its list of queries (src/lib/screens/admin-screens.ts)
 * for the URL's table state, prefetched, so the first HTML shows each table's first page.
 */
export const adminScreen =
  (list: (q: QuerySource, url: QueryLike) => Record<string, object>): ScreenLoader<NoProps> =>
  async (api, context) => {
    await prefetchQueries(api, list(api, context.query));
    return {};
  };

/** Brugere og institutioner: its list, the user search's page only when the URL holds a search (`searchTerm`). */
export const loadUsersAndInstitutions =
  (searchTerm: string | null): ScreenLoader<NoProps> =>
  async (api, context) => {
    const { search, ...always } = usersAndInstitutionsQueries(api, context.query, searchTerm ?? '');
    await prefetchQueries(api, searchTerm ? { ...always, search } : always);
    return {};
  };

/**
 * Bruger information for `email` (none: nothing to ask for): the person's record and the programmes' names,
 * then, by the userId the record gives, the first page of their sign-ups. A failed call is left for the browser.
 */
export const loadUserInformation =
  (email: string | null): ScreenLoader<NoProps> =>
  async (api, context) => {
    if (!email) return {};
    const queries = userInformationQueries(api, email);
    const client = api.queryClient;
    const [user] = await Promise.all([
      client.fetchQuery(queries.user).catch(() => null),
      client.prefetchQuery(queries.programs),
    ]);
    if (user) await client.prefetchQuery(userSignUpsQuery(api, context.query, user.userId));
    return {};
  };
