import { useCallback, useMemo } from 'react';
import { INSTITUTION_SEGMENTS } from '@/lib/forms/institution';
import { useRefresh } from '@/lib/client/refresh';
import { trpc } from '@/lib/client/trpc';
import { FIRST_SEARCH } from '@/lib/institution-filter';
import type { SegmentOption, TeacherUser } from './types';

/**
 * After the person's institution changed: their record shows the new answer at once (when the call returned
 * it), then the institutions lists and the record are fetched afresh (useRefresh).
 */
export function useInstitutionRefresh() {
  const utils = trpc.useUtils();
  const { institutions } = useRefresh();
  return useCallback(
    async (user?: TeacherUser) => {
      if (user) utils.user.getUser.setData(undefined, user);
      await institutions();
    },
    [utils, institutions],
  );
}

/**
 * What the choosers need before the picker is shown: whether the confirmed list could be read and has any
 * institution (the picker's first search, which the screen's loader prefetched) and the segments to filter on.
 */
export function useInstitutionLists() {
  const first = trpc.institutions.searchConfirmed.useQuery(FIRST_SEARCH);
  const filters = trpc.institutions.getInstitutionFilterData.useQuery();
  // Without the filter data the segments are still known, without their counts.
  const segments = useMemo<SegmentOption[]>(
    () => filters.data?.segments ?? INSTITUTION_SEGMENTS.map((segment) => ({ segment })),
    [filters.data],
  );
  const answer = first.data ?? null;
  return {
    /** The list was read (null while loading or when it failed). */
    available: answer ? answer.total > 0 : null,
    segments,
    loading: first.isLoading,
  };
}
