import type { PrefetchApi } from '@/server/loaders/prefetch';

/** Undervisningsmaterialer's data on the server, with the inputs use-materials.ts uses (docs/decisions/0011). */
export async function loadMaterials(api: PrefetchApi): Promise<Record<never, never>> {
  await Promise.all([api.material.getOverviewForUser.prefetch(), api.user.getUser.prefetch()]);
  return {};
}
