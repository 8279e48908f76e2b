import type { PersonalProduct } from '@/server/upstream/product-calls';

/**
 * Programmes are stored by their identifier (`company-programme`); an export writes their names. The names come
 * from GetPrograms (every programme with its `displayName`), whose size does not grow with the number of users,
 * so the streamed exports can read it whole. The same map as the admin screens' lookup (by `programName`).
 */
export type ProgramNames = ReadonlyMap<string, string>;

/** The programme names, or null when they cannot be read (the export is then refused, never written with ids). */
export async function loadProgramNames(product: PersonalProduct): Promise<ProgramNames | null> {
  const programs = await product.getPrograms();
  return programs ? new Map(programs.map((p) => [p.programName, p.displayName])) : null;
}

/** Several programmes by name, in the order given: "Virksomhedsprogrammet, Skoleprogrammet". */
export const programList = (names: ProgramNames, ids: readonly string[]): string =>
  ids.map((id) => names.get(id) ?? id).join(', ');
