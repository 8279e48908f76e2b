import type { SharedStore } from '@/server/shared/store';
import { inSpan } from '@/server/tracing/spans';

/**
 * Sessions that were logged out, by id, until their cookie would have expired anyway: a copy of the old cookie
 * is no session on any instance (docs/deploy.md). Kept in the shared store (Redis with many instances).
 */
const keyOf = (sid: string) => `ended:${sid}`;

export async function endSessionEverywhere(store: SharedStore, sid: string, untilEpochSeconds: number) {
  const ttlMs = Math.max(1_000, untilEpochSeconds * 1000 - Date.now());
  await store.set(keyOf(sid), '1', ttlMs);
}

/** Asked on every signed-in request: with Redis, a round trip worth its own span. */
export function isSessionEnded(sid: string, store: SharedStore): Promise<boolean> {
  return inSpan(`${store.kind} ended-session`, { 'fis.shared_store': store.kind }, async () => {
    return (await store.get(keyOf(sid))) !== null;
  });
}
