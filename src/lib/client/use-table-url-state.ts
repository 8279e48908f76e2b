import { useRouter } from 'next/router';
import { useCallback, useMemo } from 'react';
import {
  parseTableState,
  samePageHref,
  tableStateQuery,
  type TableSpec,
  type TableState,
} from '../table-state';

/**
 * A table's state read from and written to the URL (src/lib/table-state.ts). Sort, filter and page changes
 * are history entries, so Back undoes them; typing in the search box replaces the entry instead of adding one
 * per key. The update is shallow: the screen's data is not fetched again for a change of view.
 */
export function useTableUrlState(spec: TableSpec) {
  const router = useRouter();
  const state = useMemo(() => parseTableState(router.query, spec), [router.query, spec]);
  const update = useCallback(
    (change: Partial<TableState>, { replace = false } = {}) => {
      const next = { ...parseTableState(router.query, spec), ...change };
      const query = tableStateQuery(next, spec, router.query);
      const url = samePageHref(router.asPath, query);
      const options = { shallow: true, scroll: false } as const;
      void (replace ? router.replace(url, undefined, options) : router.push(url, undefined, options));
    },
    [router, spec],
  );
  return [state, update] as const;
}
