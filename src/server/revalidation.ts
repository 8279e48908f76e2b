import { randomUUID, timingSafeEqual } from 'node:crypto';
import Redis from 'ioredis';
import { z } from 'zod';
import { env } from './env';
import { log } from './log';
import { clearRenderedPages } from './rendered-pages';
import { processSingleton } from './shared/singleton';

/**
 * Fresh on publish (docs/decisions/0025): the CMS calls `POST /api/revalidate` when content changes, and every
 * instance forgets what it kept of that content. The caches that hold CMS content register how to forget
 * (`onPurge`); a purge runs them all here and, when `REDIS_URL` is set, tells every other instance over Redis
 * pub/sub. The registry lives on globalThis: the API route, the pages and the proxy are bundled apart, and each
 * module copy that holds a cache must be reached.
 */

/** What changed: some pages by path, or everything (site-wide data: menus, footer, header scripts). */
export type PurgeScope = { all: true } | { paths: string[] };

/** The webhook's body. A path is a site path as the CMS names pages (`/nyheder/en-nyhed/`). */
export const revalidateBodySchema = z.union([
  z.strictObject({
    paths: z
      .array(z.string().trim().startsWith('/', 'En sti skal begynde med "/".').max(2000))
      .min(1, 'Angiv mindst én sti, eller "all": true.')
      .max(500, 'Højst 500 stier pr. kald; send "all": true for mere.'),
  }),
  z.strictObject({ all: z.literal(true) }),
]);

/** The most a webhook body may weigh; 500 long paths fit. */
export const REVALIDATE_MAX_BODY_BYTES = 64 * 1024;
export const REVALIDATE_SECRET_HEADER = 'x-revalidate-secret';

/** The caller knows REVALIDATE_SECRET (compared in constant time); always false when none is configured. */
export function knowsRevalidateSecret(given: string | string[] | undefined, secret: string | undefined) {
  if (!secret || typeof given !== 'string') return false;
  const a = Buffer.from(given);
  const b = Buffer.from(secret);
  return a.length === b.length && timingSafeEqual(a, b);
}

type Purger = (scope: PurgeScope) => void;
const purgers = () => processSingleton('revalidation.purgers', () => new Set<Purger>());
/** This process's name on the channel, so it skips its own announcements (it purged before sending). */
const instance = () => processSingleton('revalidation.instance', () => randomUUID());
export const REVALIDATE_CHANNEL = 'fonden:revalidate';

/** A cache that holds CMS content says how to forget it. Also makes sure this instance hears the others. */
export function onPurge(purger: Purger): void {
  purgers().add(purger);
  listenForPurges();
}

/**
 * Forgets, in this process: the rendered HTML of every page (any page may show the changed one in a listing,
 * a card or a menu, and rendering again from cached data is cheap), and what each registered cache kept of the
 * scope.
 */
export function purgeHere(scope: PurgeScope): void {
  clearRenderedPages();
  for (const purge of purgers()) {
    try {
      purge(scope);
    } catch (error) {
      log.error({ err: error instanceof Error ? error.message : String(error) }, 'purge failed');
    }
  }
}

const messageSchema = z.object({ from: z.string(), scope: revalidateBodySchema });

/** Purges here, then tells every other instance. Throws when Redis is configured but cannot take the message. */
export async function purgeEverywhere(scope: PurgeScope, publisher: Redis | null): Promise<void> {
  purgeHere(scope);
  if (!publisher) return;
  // The shared connection refuses commands until it is ready (no offline queue), and an instance that has not
  // used Redis yet has only just opened it: wait for it a moment rather than refuse the CMS.
  if (publisher.status !== undefined && publisher.status !== 'ready') await untilReady(publisher, 2000);
  await publisher.publish(REVALIDATE_CHANNEL, JSON.stringify({ from: instance(), scope }));
}

const untilReady = (client: Redis, timeoutMs: number) =>
  new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off('ready', done);
      resolve();
    };
    const timer = setTimeout(done, timeoutMs);
    client.once('ready', done);
  });

/**
 * Subscribes this process to the other instances' purges, once, when `REDIS_URL` is set. A subscriber needs a
 * connection of its own. A message missed while Redis was away cannot be replayed, so when the connection comes
 * back after a loss everything is purged: a moment of extra CMS calls rather than stale pages.
 */
export function listenForPurges(): void {
  processSingleton('revalidation.subscriber', subscribe);
}

function subscribe(): Redis | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  const subscriber = new Redis(url, {
    connectTimeout: 2000,
    maxRetriesPerRequest: null,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  let connectedBefore = false;
  let lost = false;
  subscriber.on('error', () => {
    lost = connectedBefore;
  });
  subscriber.on('close', () => {
    lost = connectedBefore;
  });
  subscriber.on('ready', () => {
    if (lost) {
      log.warn('purge channel reconnected; purging everything in case a purge was missed');
      purgeHere({ all: true });
    }
    connectedBefore = true;
    lost = false;
  });
  subscriber.on('message', (channel: string, text: string) => {
    if (channel !== REVALIDATE_CHANNEL) return;
    let parsed: z.infer<typeof messageSchema> | null = null;
    try {
      const result = messageSchema.safeParse(JSON.parse(text));
      parsed = result.success ? result.data : null;
    } catch {
      parsed = null;
    }
    if (!parsed) {
      log.warn('unreadable purge message ignored');
      return;
    }
    if (parsed.from !== instance()) purgeHere(parsed.scope);
  });
  subscriber.subscribe(REVALIDATE_CHANNEL).catch((error: unknown) => {
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'purge channel unavailable');
  });
  return subscriber;
}
