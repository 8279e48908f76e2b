import { useCallback } from 'react';
import { useListReloads } from '@/lib/client/list-reloads';

/**
 * After an approval, a rename or a deletion: the institution tables fetch their page again, and so do the user
 * search (people's institution name and status change with it) and the overview and segment counts.
 */
export function useInstitutionsChanged() {
  const reload = useListReloads();
  return useCallback(() => {
    void reload.institutions();
    void reload.adminSearch();
  }, [reload]);
}
