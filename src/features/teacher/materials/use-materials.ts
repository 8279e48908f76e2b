import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { trpc } from '@/lib/client/trpc';
import { materialsQueries } from '@/lib/screens/teacher-materials';

/**
 * Undervisningsmaterialer's data, through the screen's one list of queries (src/lib/screens/teacher-materials.ts):
 * the open materials a page at a time (their first page also says how many there are, the downloads and the
 * access), the locked ones likewise, and the teacher's record (for whether the school can unlock).
 */
export function useMaterials() {
  const queries = materialsQueries(trpc.useUtils());
  const open = useInfiniteQuery(queries.open);
  const user = useQuery(queries.user);
  const first = open.data?.pages[0] ?? null;
  // The locked list is asked for only when there are locked materials.
  const locked = useInfiniteQuery({
    ...queries.locked,
    enabled: Boolean(first && first.materialCount > first.openCount),
  });
  return { open, locked, first, user };
}

export type Materials = ReturnType<typeof useMaterials>;
export type MaterialsQuery = Materials['open'];
export type MaterialsSummary = NonNullable<Materials['first']>;
export type MaterialItem = MaterialsSummary['items'][number];
/** The whole overview (GetOverviewForUser), as the public site's material access asks for it. */
export type { MaterialOverview } from '@/server/teacher/my-materials';
