import { useCallback, useMemo } from 'react';
import { INSTITUTION_SEGMENTS } from '@/lib/forms/institution';
import { useListReloads } from '@/lib/client/list-reloads';
import { trpc } from '@/lib/client/trpc';
import type { SegmentCount, TeacherUser } from './types';

/**
 * After the person's institution changed: their record shows the new answer at once (when the call returned
 * it), the institutions lists fetch again (useListReloads) and the record is fetched afresh.
 */
export function useInstitutionRefresh() {
  const utils = trpc.useUtils();
  const reload = useListReloads();
  return useCallback(
    async (user?: TeacherUser) => {
      if (user) utils.user.getUser.setData(undefined, user);
      void reload.institutions();
      await utils.user.getUser.invalidate();
    },
    [utils, reload],
  );
}

/** The confirmed institutions and the segment counts the picker needs, as the screen's loader prefetched them. */
export function useInstitutionLists() {
  const confirmed = trpc.institutions.getConfirmedInstitutions.useQuery();
  const filters = trpc.institutions.getInstitutionFilterData.useQuery();
  const list = confirmed.data ?? null;
  const segments = useMemo<SegmentCount[]>(
    () =>
      filters.data?.segments ??
      // Without the filter data the segments are still known; count what the list holds.
      INSTITUTION_SEGMENTS.map((segment) => ({
        segment,
        count: (list ?? []).filter((institution) => institution.segment === segment).length,
      })),
    [filters.data, list],
  );
  return { confirmed: list, segments, loading: confirmed.isLoading };
}
