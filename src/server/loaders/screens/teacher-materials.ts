import { materialsQueries } from '@/lib/screens/teacher-materials';
import { prefetchQueries, type PrefetchApi } from '../prefetch';

/** Undervisningsmaterialer on the server (docs/decisions/0011): the screen's list of queries. */
export async function loadMaterials(api: PrefetchApi): Promise<Record<never, never>> {
  await prefetchQueries(api, materialsQueries(api));
  return {};
}
