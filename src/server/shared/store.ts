import { randomUUID } from 'node:crypto';
import type Redis from 'ioredis';
import { LRUCache } from 'lru-cache';
import { redis } from './redis';
import { processSingleton } from './singleton';

/**
 * What several instances of the site must agree on (docs/deploy.md, What Redis holds): short-lived keys with
 * a lifetime, and a compare-and-delete for locks. Redis when `REDIS_URL` is set; this process's memory
 * otherwise. Every method of the Redis store rejects with `SharedStateUnavailable` when Redis cannot answer.
 */
export interface SharedStore {
  readonly kind: 'memory' | 'redis';
  get(key: string): Promise<string | null>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
  /** Sets the key only if it is absent; true when this call set it (a lock taken). */
  setIfAbsent(key: string, value: string, ttlMs: number): Promise<boolean>;
  /** Deletes the key only while it still holds `value` (a lock released by its holder only). */
  deleteIfEquals(key: string, value: string): Promise<void>;
  ping(): Promise<boolean>;
}

export class SharedStateUnavailable extends Error {
  constructor(cause: unknown) {
    super('Shared state (Redis) is unavailable', { cause });
    this.name = 'SharedStateUnavailable';
  }
}

/**
 * Tells the error by its name: the store lives on globalThis and may have been made by another server bundle
 * of this process (the proxy, an API route), whose copy of the class `instanceof` would not recognise.
 */
export const isSharedStateUnavailable = (error: unknown): boolean =>
  error instanceof Error && error.name === 'SharedStateUnavailable';

export function memoryStore(now: () => number = Date.now): SharedStore {
  // Bounded: ended sessions and remembered refreshes of a busy instance stay within 100,000 keys.
  const entries = new LRUCache<string, { value: string; expiresAt: number }>({ max: 100_000 });
  const live = (key: string) => {
    const entry = entries.get(key);
    if (entry && entry.expiresAt <= now()) {
      entries.delete(key);
      return undefined;
    }
    return entry;
  };
  return {
    kind: 'memory',
    get: (key) => Promise.resolve(live(key)?.value ?? null),
    set(key, value, ttlMs) {
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return Promise.resolve();
    },
    setIfAbsent(key, value, ttlMs) {
      if (live(key)) return Promise.resolve(false);
      entries.set(key, { value, expiresAt: now() + ttlMs });
      return Promise.resolve(true);
    },
    deleteIfEquals(key, value) {
      if (live(key)?.value === value) entries.delete(key);
      return Promise.resolve();
    },
    ping: () => Promise.resolve(true),
  };
}

const COMPARE_AND_DELETE = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end`;

/** How long a command waits for the process's first connection to Redis (ioredis's connect timeout). */
const FIRST_CONNECTION_WAIT_MS = 2_000;

export function redisStore(client: Redis, prefix = 'fonden:'): SharedStore {
  // Commands fail fast while Redis is down (src/server/shared/redis.ts), but a freshly started instance has not
  // connected yet: its first signed-in request waits for the first connection instead of answering 503.
  let connected = client.status === 'ready';
  const firstConnection = connected
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        client.once('ready', () => {
          connected = true;
          resolve();
        });
        setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref();
      });
  const guard = async <T>(command: () => Promise<T>): Promise<T> => {
    try {
      if (!connected) await firstConnection;
      return await command();
    } catch (error) {
      throw new SharedStateUnavailable(error);
    }
  };
  return {
    kind: 'redis',
    get: (key) => guard(() => client.get(prefix + key)),
    set: (key, value, ttlMs) => guard(async () => void (await client.set(prefix + key, value, 'PX', ttlMs))),
    setIfAbsent: (key, value, ttlMs) =>
      guard(async () => (await client.set(prefix + key, value, 'PX', ttlMs, 'NX')) === 'OK'),
    deleteIfEquals: (key, value) =>
      guard(async () => void (await client.eval(COMPARE_AND_DELETE, 1, prefix + key, value))),
    ping: () => guard(async () => (await client.ping()) === 'PONG'),
  };
}

/** The store of this process: Redis when configured, memory otherwise. */
export const sharedStore = (): SharedStore =>
  processSingleton('sharedStore', () => {
    const client = redis();
    return client ? redisStore(client) : memoryStore();
  });

export const newLockToken = () => randomUUID();
