import type { PrefetchApi } from '@/server/loaders/prefetch';
import { materialsPageInput } from './materials-page';

/**
 * Undervisningsmaterialer's data on the server, with the inputs use-materials.ts uses (docs/decisions/0011):
 * the first page of the open and of the locked materials, and the teacher's record.
 */
export async function loadMaterials(api: PrefetchApi): Promise<Record<never, never>> {
  await Promise.all([
    api.material.getMyMaterialsPage.prefetchInfinite(materialsPageInput('open')),
    api.material.getMyMaterialsPage.prefetchInfinite(materialsPageInput('locked')),
    api.user.getUser.prefetch(),
  ]);
  return {};
}
