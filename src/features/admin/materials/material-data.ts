import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '@/server/routers/root';

type Outputs = inferRouterOutputs<AppRouter>['material'];
export type MaterialSummary = NonNullable<Outputs['overviewSummary']>;
export type MaterialRow = NonNullable<Outputs['materialsTable']>['rows'][number];
export type DownloaderRow = NonNullable<Outputs['downloadersTable']>['rows'][number];
export type RecentDownload = MaterialSummary['recent'][number];

export const FORMAT_LABELS: Readonly<Record<MaterialRow['format'], string>> = { pdf: 'PDF', ebook: 'E-bog' };
