import { useCallback } from 'react';
import { trpc } from '@/lib/client/trpc';

/**
 * After an approval, a rename or a deletion: the institution tables fetch their page again, and so do the user
 * search (people's institution name and status change with it) and the overview and segment counts.
 */
export function useInstitutionsChanged() {
  const utils = trpc.useUtils();
  return useCallback(() => {
    void utils.institutions.pendingTable.invalidate();
    void utils.institutions.confirmedTable.invalidate();
    void utils.user.searchTable.invalidate();
    void utils.institutions.overviewSummary.invalidate();
    void utils.institutions.getInstitutionFilterData.invalidate();
  }, [utils]);
}
