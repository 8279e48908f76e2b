import type { DecorateQueryProcedure } from '@trpc/react-query/shared';
import type { AnyTRPCQueryProcedure, TRPCRouterRecord } from '@trpc/server';
import type { AppRouter } from '@/server/routers/root';

type Root = AppRouter['_def']['_config']['$types'];
type OptionMakers<R extends TRPCRouterRecord> = {
  [K in keyof R]: R[K] extends AnyTRPCQueryProcedure
    ? Pick<DecorateQueryProcedure<Root, R[K]>, 'queryOptions' | 'infiniteQueryOptions'>
    : R[K] extends TRPCRouterRecord
      ? OptionMakers<R[K]>
      : unknown;
};

/**
 * What both sides' tRPC helpers have in common: `x.y.queryOptions(input)` and `x.y.infiniteQueryOptions(input)`,
 * the query's key and how to fetch it. The server's prefetch helpers (src/server/loaders/prefetch.ts) and the
 * browser's `trpc.useUtils()` are both one, so a screen writes the list of queries it needs once, as a function
 * of a QuerySource, and the server prefetches exactly what the screen's hooks then ask for (docs/decisions/0037).
 */
export type QuerySource = OptionMakers<AppRouter['_def']['record']>;

/** A query's key says whether it is a paged (infinite) one: tRPC's key is `[path, { input, type }]`. */
export const isInfiniteKey = (queryKey: readonly unknown[]): boolean =>
  (queryKey[1] as { type?: string } | undefined)?.type === 'infinite';

/** The cursor of the page after `last`; a page without one (or a failed one) ends the list. */
export const nextCursor = <C>(last: { nextCursor?: C | null } | null | undefined): C | null =>
  last?.nextCursor ?? null;
