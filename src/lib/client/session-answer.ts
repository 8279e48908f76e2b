import type { inferRouterOutputs } from '@trpc/server';
import { PATHS } from '@/lib/routes';
import type { AppRouter } from '@/server/routers/root';

export type SessionAnswer = inferRouterOutputs<AppRouter>['session']['get'];

/**
 * `session.get`, the one call every public page makes (who is looking, decision 0004), as a plain GET of the
 * procedure's URL: the typed client and its links (6 KB gzip) then load only on a page that needs more than
 * this one answer (docs/decisions/0009). The answer is tRPC's (`{ result: { data } }`, no transformer); its
 * type comes from the router, so a change of the procedure's output is a type error here.
 */
export async function askSession(): Promise<SessionAnswer> {
  const response = await fetch(`${PATHS.api.trpc}/session.get`, { credentials: 'same-origin' });
  if (!response.ok) throw new Error(`session.get answered ${response.status}`);
  const body = (await response.json()) as { result?: { data?: SessionAnswer } };
  if (!body.result?.data) throw new Error('session.get gave no answer');
  return body.result.data;
}
