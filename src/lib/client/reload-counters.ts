import { useEffect, useRef, useSyncExternalStore } from 'react';

/**
 * The reload counters of SPEC section 4: one for the institutions list, the admin search list and the
 * programmes list. Raising a counter makes that list fetch again, wherever it is shown.
 */
export type ReloadList = 'institutions' | 'adminSearch' | 'programmes';

const counters: Record<ReloadList, number> = { institutions: 0, adminSearch: 0, programmes: 0 };
const listeners = new Set<() => void>();

export function reloadList(list: ReloadList): void {
  counters[list] += 1;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

export function useReloadCounter(list: ReloadList): number {
  return useSyncExternalStore(
    subscribe,
    () => counters[list],
    () => 0,
  );
}

/** Calls `refetch` each time the list's counter goes up (not on mount: the data is already fresh). */
export function useRefetchOnReload(list: ReloadList, refetch: () => unknown): void {
  const counter = useReloadCounter(list);
  const seen = useRef(counter);
  useEffect(() => {
    if (counter !== seen.current) {
      seen.current = counter;
      void refetch();
    }
  }, [counter, refetch]);
}
