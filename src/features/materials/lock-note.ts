import { trpc } from '@/lib/client/trpc';
import { useViewer } from '@/lib/client/viewer-state';

/**
 * The materials a signed-in teacher has opened, learnt in the browser once the page knows who is looking
 * (docs/decisions/0035): null for a visitor, an administrator, and until the answer comes (so the server's HTML
 * and the first render agree). The overview is the same call "Hent" makes; one call serves every card of a page.
 */
export function useOpenedMaterials(): ReadonlySet<string> | null {
  const state = useViewer();
  const teacher = state.status === 'known' && state.viewer.loggedIn && !state.viewer.isAdmin;
  const overview = trpc.material.getOverviewForUser.useQuery(undefined, {
    enabled: teacher,
    retry: false,
    staleTime: 30_000,
  });
  if (!teacher || !overview.data) return null;
  return new Set(overview.data.materials.filter((m) => m.accessible).map((m) => m.materialId));
}

/**
 * What a material's card says about its lock: "Kræver en materialekode" for one that needs a code, until the
 * teacher has opened it; then "Låst op for dig". Nothing for a material anyone signed in may open.
 */
export function lockNote(
  material: { materialId: string; requiresCode: boolean },
  opened: ReadonlySet<string> | null,
): { text: string; unlocked: boolean } | null {
  if (!material.requiresCode) return null;
  if (opened?.has(material.materialId)) return { text: 'Låst op for dig', unlocked: true };
  return { text: 'Kræver en materialekode', unlocked: false };
}
