import { useCallback } from 'react';
import { reloadList } from '@/lib/client/reload-counters';
import { trpc } from '@/lib/client/trpc';

/**
 * After a change to the person's programmes or sign-ups: raise the 'programmes' reload counter (SPEC section
 * 4) and invalidate every query the change can touch, so each part of the screen shows the new state.
 */
export function useEventRefresh() {
  const utils = trpc.useUtils();
  return useCallback(
    async (eventId?: string) => {
      reloadList('programmes');
      await Promise.all([
        // getPrograms and getEvents refetch through the 'programmes' counter (useRefetchOnReload).
        utils.events.getMyEventsPage.invalidate(),
        utils.events.getActiveProgrammeSummaries.invalidate(),
        utils.events.getRelevantEventsPage.invalidate(),
        utils.events.getLatestSignupSummaries.invalidate(),
        utils.events.getRelevantEvents.invalidate(),
        utils.events.getSignUpsForUser.invalidate(),
        utils.events.getProgramSignups.invalidate(),
        utils.events.getLatestSignups.invalidate(),
        eventId ? utils.events.getUserEvent.invalidate({ eventId }) : utils.events.getUserEvent.invalidate(),
        eventId
          ? utils.attendee.getRemainingSeats.invalidate({ eventId })
          : utils.attendee.getRemainingSeats.invalidate(),
      ]);
    },
    [utils],
  );
}
