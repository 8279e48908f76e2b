import { trpc } from '@/lib/client/trpc';

/** The event's remaining seats, live: asked on arrival and every minute while the page is open. */
export function useRemainingSeats(eventId: string, enabled = true) {
  const query = trpc.attendee.getRemainingSeats.useQuery(
    { eventId },
    { enabled, refetchInterval: 60_000, staleTime: 10_000 },
  );
  return {
    remaining: query.data?.remainingSeats ?? null,
    capacity: query.data?.capacity ?? null,
    loading: query.isPending && enabled,
  };
}

/** "1 ledig plads" / "12 ledige pladser". */
export const seatsText = (remaining: number) =>
  remaining === 1 ? '1 ledig plads' : `${remaining} ledige pladser`;
