import { useCallback } from 'react';
import { reloadList } from '@/lib/client/reload-counters';
import { trpc } from '@/lib/client/trpc';

/**
 * After an approval, a rename or a deletion: the institution lists fetch again (the reload counter of SPEC
 * section 4), and so do the user search (people's institution name and status change with it) and the
 * overview and segment counts.
 */
export function useInstitutionsChanged() {
  const utils = trpc.useUtils();
  return useCallback(() => {
    reloadList('institutions');
    reloadList('adminSearch');
    void utils.institutions.getInstitutionOverview.invalidate();
    void utils.institutions.getInstitutionFilterData.invalidate();
  }, [utils]);
}
