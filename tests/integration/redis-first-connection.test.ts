// Off the shared fixtures (tests/integration/fixtures.ts, docs/decisions/0040): this file tests the Redis store
// against a Redis server of its own; it uses neither the stand-in's world nor a session.
import type { ChildProcess } from 'node:child_process';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisStore } from '@/server/shared/store';
import { freePort, startRedis } from '../support/redis-server';

/**
 * The process's Redis client refuses commands while it is not connected (src/server/shared/redis.ts), so a freshly
 * started instance's first signed-in request once answered 503. The store waits for the first connection.
 */
let server: ChildProcess;
let url = '';

beforeAll(async () => {
  const port = await freePort();
  server = await startRedis(port);
  url = `redis://127.0.0.1:${port}`;
});
afterAll(() => {
  server.kill('SIGTERM');
});

// The settings of src/server/shared/redis.ts that matter here.
const client = (target: string) =>
  new Redis(target, {
    connectTimeout: 2000,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: false,
    retryStrategy: () => 200,
  });

describe('the first command of a fresh process', () => {
  it('waits for the first connection instead of failing', async () => {
    const fresh = client(url);
    try {
      expect(fresh.status).not.toBe('ready');
      const store = redisStore(fresh, `first-${Date.now()}:`);
      await expect(store.setIfAbsent('lock', 'me', 5_000)).resolves.toBe(true);
      await expect(store.get('lock')).resolves.toBe('me');
    } finally {
      fresh.disconnect();
    }
  });

  it('still fails, after a short wait, when Redis is not there', async () => {
    const nowhere = client(`redis://127.0.0.1:${await freePort()}`);
    nowhere.on('error', () => undefined);
    try {
      const started = Date.now();
      await expect(redisStore(nowhere).get('x')).rejects.toMatchObject({ name: 'SharedStateUnavailable' });
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      nowhere.disconnect();
    }
  });
});
