import Redis from 'ioredis';
import { env } from '../env';
import { log } from '../log';
import { processSingleton } from './singleton';

/**
 * The one Redis connection of this process, when `REDIS_URL` is set (docs/deploy.md). It fails fast instead
 * of queueing: with Redis down a command is refused at once (no offline queue, one attempt), so public pages
 * never wait for it and sign-in dependent work can answer a clear 503. It reconnects on its own. The command
 * timeout (3 s) only catches a Redis that hangs: it is a timer, and under a burst the event loop can run it
 * before it reads an answer that has already arrived, so a tight one (1 s) turned busy seconds into false 503s
 * in the soak. The proxy and the pages are separate bundles in one process, so the client lives on globalThis.
 */

let lastErrorLog = 0;

export const redis = (): Redis | null => processSingleton('redis', connect);

function connect(): Redis | null {
  const url = env().REDIS_URL;
  if (!url) return null;
  const client = new Redis(url, {
    connectTimeout: 2000,
    commandTimeout: 3000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2000),
  });
  client.on('error', (error: Error) => {
    // A dead Redis reports on every reconnect attempt; once every 10 s is enough for the log.
    if (Date.now() - lastErrorLog > 10_000) {
      lastErrorLog = Date.now();
      log.error({ err: error.message }, 'Redis unavailable; sign-in dependent work answers 503');
    }
  });
  client.on('ready', () => log.info('Redis connected'));
  return client;
}

/** The connection's state for the metrics (ioredis's status: `ready` when connected), or null without Redis. */
export const redisStatus = (): string | null => redis()?.status ?? null;
