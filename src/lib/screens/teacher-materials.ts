import type { MaterialsAccess } from '@/server/teacher/my-materials';
import { nextCursor, type QuerySource } from './screen-queries';

/** How many cards of each list Undervisningsmaterialer shows before "Vis flere". */
export const MATERIALS_PAGE_SIZE = 20;

const materialPages = (q: QuerySource, access: MaterialsAccess) =>
  q.material.getMyMaterialsPage.infiniteQueryOptions(
    { access, limit: MATERIALS_PAGE_SIZE },
    { getNextPageParam: nextCursor },
  );

/**
 * Undervisningsmaterialer's data, written once for the server's prefetch and the screen's hooks
 * (use-materials.ts): the first page of the open and of the locked materials, and the teacher's record.
 */
export const materialsQueries = (q: QuerySource) => ({
  open: materialPages(q, 'open'),
  locked: materialPages(q, 'locked'),
  user: q.user.getUser.queryOptions(),
});
