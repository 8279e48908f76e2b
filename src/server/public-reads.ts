import { UpstreamCache } from './cache';
import { onPurge } from './revalidation';
import { processSingleton } from '@/server/shared/singleton';

/**
 * The public read procedures' answers, kept a short while for every caller alike (docs/decisions/0003 and
 * 0030): one cache per procedure in this process, keyed by the procedure's validated input (zod's output, so
 * `{ amount: 3 }` and `{ amount: 3.0 }` share an entry). As every cache of the site it keeps the promise, so
 * one expiry or one batch of identical calls sends one upstream request, and on a failure it serves the last
 * good copy. Articles and flashcards are content, so a publish forgets them (decision 25); seats and sessions
 * change with sign-ups, so they live seconds (a purge of everything forgets them too), and this instance forgets
 * an event's seats whenever it has asked the CMS for a seat there.
 */
export const PUBLIC_READS = {
  latestArticles: { ttlMs: 60_000 },
  flashcards: { ttlMs: 60_000 },
  remainingSeats: { ttlMs: 5_000 },
  sessionExists: { ttlMs: 10_000 },
} as const;

export type PublicRead = keyof typeof PUBLIC_READS;

const CONTENT: readonly PublicRead[] = ['latestArticles', 'flashcards'];

/** Bounds per procedure: a flood of distinct inputs evicts the least used, within these. */
const LIMITS = { maxEntries: 2_000, maxBytes: 8 * 1024 * 1024 };

const caches = (): Map<PublicRead, UpstreamCache<unknown>> =>
  processSingleton('publicReads', () => {
    const made = new Map<PublicRead, UpstreamCache<unknown>>();
    onPurge((scope) => {
      for (const [name, cache] of made) if ('all' in scope || CONTENT.includes(name)) cache.clear();
    });
    return made;
  });

function cacheOf(name: PublicRead): UpstreamCache<unknown> {
  const all = caches();
  let cache = all.get(name);
  if (!cache) {
    cache = new UpstreamCache<unknown>(PUBLIC_READS[name].ttlMs, LIMITS);
    all.set(name, cache);
  }
  return cache;
}

const keyOf = (input: unknown) => JSON.stringify(input) ?? '';

/** `load`'s answer for `input`, from the cache while it is fresh. */
export async function cachedRead<T>(name: PublicRead, input: unknown, load: () => Promise<T>): Promise<T> {
  return (await cacheOf(name).get(keyOf(input), load)).value as T;
}

/** Forgets one answer here (an event's seats after a sign-up on this instance). */
export function forgetRead(name: PublicRead, input: unknown): void {
  cacheOf(name).delete(keyOf(input));
}

/**
 * A sign-up through this instance (the public form, or a teacher's own or list sign-up) changes an event's
 * seats: its kept count goes, whether a seat was taken or refused, so this instance asks the CMS again.
 */
export async function changingSeats<T>(eventId: string, signUp: () => Promise<T>): Promise<T> {
  try {
    return await signUp();
  } finally {
    forgetRead('remainingSeats', { eventId });
  }
}

/** For tests: forget every answer. */
export function clearPublicReads(): void {
  for (const cache of caches().values()) cache.clear();
}
