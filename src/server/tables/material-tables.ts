import { DOWNLOADERS_TABLE, MATERIALS_TABLE } from '@/lib/admin-tables';
import type { TablePage } from '@/lib/list/page';
import { by } from '@/lib/list/sort';
import type { SortKey } from '@/lib/table-state';
import { applyTable, type TableRecipe } from './apply';
import type { TableContext } from './context';
import { sharedFetch } from './shared-fetch';
import { tableInput, type TableInput } from './table-input';

export const materialsInput = tableInput(MATERIALS_TABLE);
export const downloadersInput = tableInput(DOWNLOADERS_TABLE);

type Overview = NonNullable<Awaited<ReturnType<TableContext['product']['getOverview']>>>;
export type MaterialRow = Overview['materials'][number];
export type DownloaderRow = Overview['users'][number];
export type RecentDownload = Overview['recent'][number];

/** How many materials the chart "De mest hentede materialer" draws. */
export const TOP_MATERIALS = 10;

/**
 * GetOverview answers every material, every person who has downloaded and the newest downloads in one list;
 * the screen's three parts read it once per request (shared-fetch.ts) and each sends only what it shows.
 */
const overviewOf = (ctx: TableContext) => sharedFetch(ctx, 'GetOverview', () => ctx.product.getOverview());

const MATERIALS: TableRecipe<MaterialRow, SortKey<typeof MATERIALS_TABLE>> = {
  searchText: (m) => m.title,
  sorters: {
    title: by.text((m) => m.title),
    downloads: by.number((m) => m.downloads),
    users: by.number((m) => m.uniqueUsers),
    last: by.time((m) => m.lastDownloadedAt),
  },
};

/** A person the product API no longer knows has neither name nor e-mail, and is told by their id. */
const downloaderName = (u: DownloaderRow) => u.name ?? u.email ?? u.userId;

const DOWNLOADERS: TableRecipe<DownloaderRow, SortKey<typeof DOWNLOADERS_TABLE>> = {
  searchText: (u) => `${downloaderName(u)} ${u.email ?? ''} ${u.institutionName ?? ''}`,
  sorters: {
    name: by.text(downloaderName),
    institution: by.text((u) => u.institutionName),
    downloads: by.number((u) => u.downloads),
    last: by.time((u) => u.lastDownloadedAt),
  },
};

export interface MaterialSummary {
  totals: Overview['totals'];
  /** The most downloaded materials (at most TOP_MATERIALS), most first, ties by title: the chart's bars. */
  top: { title: string; downloads: number }[];
  /** The newest downloads, as GetOverview gives them (at most 20, newest first). */
  recent: RecentDownload[];
}

const byTitle = by.text<MaterialRow>((m) => m.title);

/** The most downloaded materials, most first, ties in Danish title order. */
export const topMaterials = (materials: readonly MaterialRow[], count = TOP_MATERIALS) =>
  [...materials]
    .sort((a, b) => b.downloads - a.downloads || byTitle(a, b))
    .slice(0, count)
    .map(({ title, downloads }) => ({ title, downloads }));

/** The download overview's key figures, its chart and the newest downloads: none grows with the data. */
export async function materialSummary(ctx: TableContext): Promise<MaterialSummary | null> {
  const overview = await overviewOf(ctx);
  if (!overview) return null;
  return { totals: overview.totals, top: topMaterials(overview.materials), recent: overview.recent };
}

/** One page of the materials with their downloads, unique users and last download. */
export async function materialsTable(
  ctx: TableContext,
  input: TableInput<SortKey<typeof MATERIALS_TABLE>>,
): Promise<TablePage<MaterialRow> | null> {
  const overview = await overviewOf(ctx);
  return overview ? applyTable(overview.materials, input, MATERIALS) : null;
}

/** One page of the people who have downloaded, with their downloads and their last download. */
export async function downloadersTable(
  ctx: TableContext,
  input: TableInput<SortKey<typeof DOWNLOADERS_TABLE>>,
): Promise<TablePage<DownloaderRow> | null> {
  const overview = await overviewOf(ctx);
  return overview ? applyTable(overview.users, input, DOWNLOADERS) : null;
}
