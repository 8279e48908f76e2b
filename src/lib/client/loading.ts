import { useSyncExternalStore } from 'react';

/** The my-page loading counter: up when a load starts, down when it ends, never below 0. */
export function createLoadingCounter() {
  let count = 0;
  const listeners = new Set<() => void>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    start() {
      count += 1;
      emit();
    },
    end() {
      count = Math.max(0, count - 1);
      emit();
    },
    get count() {
      return count;
    },
    subscribe: (listener: () => void) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export type LoadingCounter = ReturnType<typeof createLoadingCounter>;

export const myPageLoading = createLoadingCounter();

export function useIsMyPageLoading(counter: LoadingCounter = myPageLoading): boolean {
  return useSyncExternalStore(
    counter.subscribe,
    () => counter.count > 0,
    () => false,
  );
}
