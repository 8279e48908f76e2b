import type { PrefetchApi } from '@/server/loaders/prefetch';
import { eventsNeedingCodeStatus } from './tasks';
import { RELEVANT_PAGE_SIZE } from './use-overview';

/**
 * Min oversigt's data on the server (docs/decisions/0011): the same calls, with the same inputs, as
 * use-overview.ts, so the first HTML shows the teacher's tasks, sign-ups, events and programmes, each list
 * bounded (one page of relevant events, the active programmes' counts and next open events only). A failed call
 * is left for the browser to make again and show (`fetch` throws it; it is then simply not kept).
 */
export async function loadOverview(api: PrefetchApi): Promise<Record<never, never>> {
  const quietly = <T>(call: Promise<T>) => call.catch(() => null);
  const [user, programmes, activeProgrammes, relevant, latestSignups] = await Promise.all([
    quietly(api.user.getUser.fetch()),
    quietly(api.user.getPrograms.fetch()),
    quietly(api.events.getActiveProgrammeSummaries.fetch()),
    quietly(api.events.getRelevantEventsPage.fetchInfinite({ limit: RELEVANT_PAGE_SIZE })),
    quietly(api.events.getLatestSignupSummaries.fetch()),
  ]);
  const codeEvents = eventsNeedingCodeStatus({
    user,
    programmes,
    activeProgrammes,
    relevantEvents: relevant?.pages[0]?.items ?? null,
    latestSignups,
  });
  await Promise.all(codeEvents.map((eventId) => api.events.getUserEvent.prefetch({ eventId })));
  return {};
}
