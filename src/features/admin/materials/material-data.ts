import type { z } from 'zod';
import type { adminMaterialOverview } from '@/server/upstream/product/material-schemas';

export type MaterialOverview = z.infer<typeof adminMaterialOverview>;
export type MaterialRow = MaterialOverview['materials'][number];
export type DownloaderRow = MaterialOverview['users'][number];
export type RecentDownload = MaterialOverview['recent'][number];

/** The chart's bars: downloads per material, most downloaded first (ties by title). */
export function downloadBars(materials: readonly MaterialRow[]) {
  return [...materials]
    .sort((a, b) => b.downloads - a.downloads || a.title.localeCompare(b.title, 'da'))
    .map((m) => ({ label: m.title, value: m.downloads }));
}
