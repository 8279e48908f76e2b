import { trpc } from '@/lib/client/trpc';

/** The material overview and the teacher's record (for whether the school can unlock), as the server prefetched them. */
export function useMaterials() {
  const overview = trpc.material.getOverviewForUser.useQuery();
  const user = trpc.user.getUser.useQuery();
  return { overview, user };
}

export type Materials = ReturnType<typeof useMaterials>;
export type MaterialOverview = NonNullable<Materials['overview']['data']>;
export type MaterialItem = MaterialOverview['materials'][number];
