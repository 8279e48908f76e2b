import type { PersonalProduct } from '@/server/upstream/product-calls';
import { programNameMap, type ProgramNames } from '@/lib/admin/program-names';

/**
 * The programme names for an export, read from GetPrograms (every programme with its `displayName`): unlike
 * GetProgramData, which the screens read, its size does not grow with the number of users, so the streamed
 * exports can read it whole. The same map as the screens' (src/lib/admin/program-names.ts).
 * Null when they cannot be read: the export is then refused, never written with identifiers.
 */
export async function loadProgramNames(product: PersonalProduct): Promise<ProgramNames | null> {
  const programs = await product.getPrograms();
  return programs ? programNameMap(programs) : null;
}
