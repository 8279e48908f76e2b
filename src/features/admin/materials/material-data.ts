import type { inferRouterOutputs } from '@trpc/server';
import { TABLE_QUERY } from '@/lib/client/use-server-table';
import type { AppRouter } from '@/server/routers/root';

type Outputs = inferRouterOutputs<AppRouter>['material'];
export type MaterialSummary = NonNullable<Outputs['overviewSummary']>;
export type MaterialRow = NonNullable<Outputs['materialsTable']>['rows'][number];
export type DownloaderRow = NonNullable<Outputs['downloadersTable']>['rows'][number];
export type RecentDownload = MaterialSummary['recent'][number];

/**
 * The query options of the download overview's tables. They are drawn once the overview has come; when the
 * overview could not be fetched while the page loaded, neither could they (one GetOverview), so a table that
 * mounts holding that failed answer (null) asks again at once rather than show an old failure.
 */
export const OVERVIEW_TABLE_QUERY = {
  ...TABLE_QUERY,
  refetchOnMount: (query: { state: { data: unknown } }) => (query.state.data === null ? 'always' : true),
} as const;
