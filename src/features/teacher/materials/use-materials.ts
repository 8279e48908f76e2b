import { trpc } from '@/lib/client/trpc';
import type { MaterialsAccess } from '@/server/teacher/my-materials';
import { materialsPageInput } from './materials-page';

const useMaterialPages = (access: MaterialsAccess, enabled = true) =>
  trpc.material.getMyMaterialsPage.useInfiniteQuery(materialsPageInput(access), {
    getNextPageParam: (last) => last?.nextCursor ?? null,
    enabled,
  });

/**
 * Undervisningsmaterialer's data: the open materials a page at a time (their first page also says how many
 * there are, the downloads and the access), the locked ones likewise, and the teacher's record (for whether
 * the school can unlock).
 */
export function useMaterials() {
  const open = useMaterialPages('open');
  const user = trpc.user.getUser.useQuery();
  const first = open.data?.pages[0] ?? null;
  // The locked list is asked for only when there are locked materials.
  const locked = useMaterialPages('locked', Boolean(first && first.materialCount > first.openCount));
  return { open, locked, first, user };
}

export type Materials = ReturnType<typeof useMaterials>;
export type MaterialsQuery = Materials['open'];
export type MaterialsSummary = NonNullable<Materials['first']>;
export type MaterialItem = MaterialsSummary['items'][number];
/** The whole overview (GetOverviewForUser), as the public site's material access asks for it. */
export type { MaterialOverview } from '@/server/teacher/my-materials';
