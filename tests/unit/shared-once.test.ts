import { describe, expect, it, vi } from 'vitest';
import {
  SharedWaitTimeout,
  SharedWorkFailed,
  sharedOnce,
  type SharedOnceOptions,
} from '@/server/shared/shared-once';
import { memoryStore } from '@/server/shared/store';

/** A clock the test moves by hand; `sleep` advances it, so waiting costs no real time. */
function clock() {
  let t = 1_000_000;
  return {
    now: () => t,
    advance: (ms: number) => {
      t += ms;
    },
    sleep: (ms: number) => {
      t += ms;
      return new Promise<void>((resolve) => setImmediate(resolve));
    },
  };
}

const options = (c: ReturnType<typeof clock>, store = memoryStore(c.now)): SharedOnceOptions => ({
  store,
  lockKey: 'lock:s1',
  resultKey: 'result:s1:r1',
  lockTtlMs: 10_000,
  rememberMs: 60_000,
  rememberFailureMs: 5_000,
  waitMs: 12_000,
  pollMs: 50,
  now: c.now,
  sleep: c.sleep,
});

const classify = (error: unknown) => (error instanceof Error ? error.message : 'unknown');

describe('one piece of work across instances (the shared refresh lock)', () => {
  it('does the work once for many callers sharing a store, and they all get its value', async () => {
    const c = clock();
    const opts = options(c);
    let release!: () => void;
    const work = vi.fn(() => new Promise<string>((resolve) => (release = () => resolve('new-tokens'))));
    const calls = [1, 2, 3, 4, 5].map(() => sharedOnce(opts, work, classify));
    await new Promise((resolve) => setImmediate(resolve));
    release();
    expect(await Promise.all(calls)).toEqual(Array(5).fill('new-tokens'));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('remembers the outcome: a later call (another instance, the old token) gets it without working', async () => {
    const c = clock();
    const opts = options(c);
    await sharedOnce(opts, () => Promise.resolve('v1'), classify);
    const again = vi.fn(() => Promise.resolve('v2'));
    c.advance(59_000);
    expect(await sharedOnce(opts, again, classify)).toBe('v1');
    expect(again).not.toHaveBeenCalled();
  });

  it('lets a waiter take over when the holder crashed: the lock expires after its lifetime', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    // A holder on another instance took the lock and died without a result.
    expect(await store.setIfAbsent('lock:s1', 'dead-instance', 10_000)).toBe(true);
    const work = vi.fn(() => Promise.resolve('recovered'));
    const started = c.now();
    expect(await sharedOnce(options(c, store), work, classify)).toBe('recovered');
    expect(work).toHaveBeenCalledTimes(1);
    expect(c.now() - started).toBeGreaterThanOrEqual(10_000);
  });

  it("gives up after its wait when the holder's result comes too late, and the next call gets that result", async () => {
    const c = clock();
    const store = memoryStore(c.now);
    const opts = { ...options(c, store), waitMs: 2_000 };
    expect(await store.setIfAbsent('lock:s1', 'slow-instance', 10_000)).toBe(true);
    await expect(sharedOnce(opts, () => Promise.resolve('mine'), classify)).rejects.toBeInstanceOf(
      SharedWaitTimeout,
    );
    // The slow holder finishes after the waiter gave up.
    await store.set('result:s1:r1', JSON.stringify({ ok: true, value: 'theirs' }), 60_000);
    await store.deleteIfEquals('lock:s1', 'slow-instance');
    const work = vi.fn(() => Promise.resolve('mine'));
    expect(await sharedOnce(opts, work, classify)).toBe('theirs');
    expect(work).not.toHaveBeenCalled();
  });

  it('shares a failure with the waiters of the same attempt, then forgets it so a later call may try again', async () => {
    const c = clock();
    const opts = options(c);
    let fail!: (error: Error) => void;
    const work = vi.fn(() => new Promise<string>((_, reject) => (fail = reject)));
    const holder = sharedOnce(opts, work, classify);
    const waiter = sharedOnce(opts, work, classify);
    await new Promise((resolve) => setImmediate(resolve));
    fail(new Error('invalid_grant'));
    await expect(holder).rejects.toMatchObject({ kind: 'invalid_grant' });
    await expect(waiter).rejects.toBeInstanceOf(SharedWorkFailed);
    expect(work).toHaveBeenCalledTimes(1);
    c.advance(5_001);
    expect(await sharedOnce(opts, () => Promise.resolve('ok now'), classify)).toBe('ok now');
  });

  it('never lets one holder release a lock another holder has taken since', async () => {
    const c = clock();
    const store = memoryStore(c.now);
    await store.setIfAbsent('lock:s1', 'a', 1_000);
    c.advance(1_001);
    expect(await store.setIfAbsent('lock:s1', 'b', 1_000)).toBe(true);
    await store.deleteIfEquals('lock:s1', 'a');
    expect(await store.get('lock:s1')).toBe('b');
  });
});
