import { useCallback } from 'react';
import { useRefresh } from '@/lib/client/refresh';

/**
 * After an approval, a rename or a deletion: the institution tables fetch their page again, and so do the user
 * search (people's institution name and status change with it) and the overview and segment counts.
 */
export function useInstitutionsChanged() {
  const { institutions } = useRefresh();
  return useCallback(() => void institutions(), [institutions]);
}
