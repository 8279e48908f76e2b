import { useMemo } from 'react';
import { trpc } from '@/lib/client/trpc';
import { programNameMap, type ProgramNames } from '@/lib/admin/program-names';

/**
 * The programmes' names (GetProgramData, the query the dashboard shows): the same request wherever it is used,
 * so a screen that already has it asks no more; a page that lists programmes prefetches it on the server.
 */
export function useProgramNames({ enabled = true }: { enabled?: boolean } = {}): ProgramNames {
  const { data } = trpc.user.getProgramData.useQuery(undefined, { enabled });
  return useMemo(() => programNameMap(data), [data]);
}
