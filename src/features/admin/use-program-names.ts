import { useMemo } from 'react';
import { trpc } from '@/lib/client/trpc';
import { programNameMap, type ProgramNames } from '@/lib/admin/program-names';

/**
 * The programmes' names (the programme overview, the query the dashboard shows): the same request wherever it
 * is used, so a screen that already has it asks no more; a page that lists programmes prefetches it on the
 * server. It holds one short line per programme, not their members and events.
 */
export function useProgramNames({ enabled = true }: { enabled?: boolean } = {}): ProgramNames {
  const { data } = trpc.user.programOverview.useQuery(undefined, { enabled });
  return useMemo(() => programNameMap(data), [data]);
}
