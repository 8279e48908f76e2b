import { useMemo } from 'react';
import { trpc } from './trpc';

/**
 * What to fetch again after a change (docs/decisions/0037): every answer of the routers whose data the change
 * touches, by the router's key prefix (`utils.<router>.invalidate()`), never a hand-kept list of procedures, so
 * a procedure added to a router is refreshed with its neighbours. Invalidation marks the answers stale; those on
 * screen fetch again, the others when next shown. This is the only way a list is reloaded after a change
 * (the specification's reload counters, docs/spec-map.md); there is no store beside React Query's cache.
 */
export function useRefresh() {
  const utils = trpc.useUtils();
  return useMemo(
    () => ({
      /** A sign-up, a cancellation, a redeemed code, a joined programme: events, seats and the person's programmes. */
      signUps: () =>
        Promise.all([utils.events.invalidate(), utils.attendee.invalidate(), utils.user.invalidate()]),
      /**
       * An institution chosen, approved, renamed or deleted: every institutions list and count, and the people,
       * whose institution name and status show in the user router's answers.
       */
      institutions: () => Promise.all([utils.institutions.invalidate(), utils.user.invalidate()]),
      /** A material unlocked or downloaded: the materials and their access, and the person's record. */
      materials: () => Promise.all([utils.material.invalidate(), utils.user.invalidate()]),
    }),
    [utils],
  );
}
