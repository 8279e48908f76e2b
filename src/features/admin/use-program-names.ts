import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useAdminQueries } from '@/lib/client/use-admin-queries';
import { programsQuery } from '@/lib/screens/admin-screens';
import { programNameMap, type ProgramNames } from '@/lib/admin/program-names';

/**
 * The programmes' names (the programme overview, the query the dashboard shows): the same request wherever it
 * is used, so a screen that already has it asks no more; a page that lists programmes prefetches it on the
 * server. It holds one short line per programme, not their members and events.
 */
export function useProgramNames({ enabled = true }: { enabled?: boolean } = {}): ProgramNames {
  const { data } = useQuery({ ...useAdminQueries(programsQuery), enabled });
  return useMemo(() => programNameMap(data), [data]);
}
