import { programmesQueries } from '@/lib/screens/teacher-programmes';
import { prefetchQueries, type PrefetchApi } from '../prefetch';

/** "Programmer og events" on the server (docs/decisions/0011): the screen's list of queries. */
export async function loadProgrammes(api: PrefetchApi): Promise<Record<never, never>> {
  await prefetchQueries(api, programmesQueries(api));
  return {};
}
