import type { PrefetchApi } from '@/server/loaders/prefetch';
import { eventsNeedingCodeStatus } from './tasks';

/**
 * Min oversigt's data on the server (docs/decisions/0011): the same calls, with the same inputs, as
 * use-overview.ts, so the first HTML shows the teacher's tasks, sign-ups, events and programmes. A failed call
 * is left for the browser to make again and show (`fetch` throws it; it is then simply not kept).
 */
export async function loadOverview(api: PrefetchApi): Promise<Record<never, never>> {
  const quietly = <T>(call: Promise<T>) => call.catch(() => null);
  const [user, programmes, activeProgrammes, relevantEvents, latestSignups] = await Promise.all([
    quietly(api.user.getUser.fetch()),
    quietly(api.user.getPrograms.fetch()),
    quietly(api.events.getEvents.fetch()),
    quietly(api.events.getRelevantEvents.fetch()),
    quietly(api.events.getLatestSignups.fetch()),
  ]);
  const codeEvents = eventsNeedingCodeStatus({
    user,
    programmes,
    activeProgrammes,
    relevantEvents,
    latestSignups,
  });
  await Promise.all(codeEvents.map((eventId) => api.events.getUserEvent.prefetch({ eventId })));
  return {};
}
