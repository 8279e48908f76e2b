import { useMemo } from 'react';
import { trpc } from './trpc';

/**
 * The specification's three reload counters (docs/spec-map.md, "Other interface states"): the institutions list,
 * the admin search list and the programmes list. Each is a named React Query invalidation: reloading a list marks
 * every query that shows it stale, and the ones on screen fetch again. This is the only way a list is reloaded
 * after a change; there is no store beside React Query's cache.
 */
export function useListReloads() {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      /** Every list of institutions: the teacher's picker and its segment counts, the admin's tables and overview. */
      institutions: () =>
        Promise.all([
          utils.institutions.getConfirmedInstitutions.invalidate(),
          utils.institutions.searchConfirmed.invalidate(),
          utils.institutions.getInstitutionFilterData.invalidate(),
          utils.institutions.pendingTable.invalidate(),
          utils.institutions.confirmedTable.invalidate(),
          utils.institutions.overviewSummary.invalidate(),
        ]),
      /** The admin's user search (a person's institution name and status show in it). */
      adminSearch: () => utils.user.searchTable.invalidate(),
      /** The programmes, with whether the person is a member of each. */
      programmes: () => utils.user.getPrograms.invalidate(),
    }),
    [utils],
  );
}
