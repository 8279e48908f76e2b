import { useCallback } from 'react';
import { useListReloads } from '@/lib/client/list-reloads';
import { trpc } from '@/lib/client/trpc';

/**
 * After a change to the person's programmes or sign-ups: reload the programmes list (useListReloads) and
 * invalidate every query the change can touch, so each part of the screen shows the new state. Invalidation
 * refetches what is on screen; nothing refetches it a second time.
 */
export function useEventRefresh() {
  const utils = trpc.useUtils();
  const reload = useListReloads();
  return useCallback(
    async (eventId?: string) => {
      await Promise.all([
        reload.programmes(),
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
    [utils, reload],
  );
}
