import { describe, expect, it } from 'vitest';
import { UpstreamCache } from '@/server/cache';

describe('upstream cache', () => {
  it('sends one request for many readers when an entry expires (caches the promise)', async () => {
    let now = 0;
    const cache = new UpstreamCache<number>(1000, 10, () => now);
    let calls = 0;
    const load = () => new Promise<number>((resolve) => setTimeout(() => resolve(++calls), 10));
    await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)]);
    expect(calls).toBe(1);
    now = 500;
    expect((await cache.get('k', load)).value).toBe(1);
    now = 2000;
    const values = await Promise.all([cache.get('k', load), cache.get('k', load)]);
    expect(values.map((v) => v.value)).toEqual([2, 2]);
    expect(calls).toBe(2);
  });

  it('serves the last good copy when a refresh fails, and fails when there never was one', async () => {
    let now = 0;
    const cache = new UpstreamCache<string>(1000, 10, () => now);
    await cache.get('page', () => Promise.resolve('god kopi'));
    now = 5000;
    const stale = await cache.get('page', () => Promise.reject(new Error('CMS nede')));
    expect(stale).toMatchObject({ value: 'god kopi', stale: true });
    await expect(cache.get('never', () => Promise.reject(new Error('CMS nede')))).rejects.toThrow('CMS nede');
    expect((await cache.get('never', () => Promise.resolve('nu'))).value).toBe('nu');
  });

  it('keeps at most `max` entries, dropping the oldest', async () => {
    const cache = new UpstreamCache<number>(60_000, 2);
    let calls = 0;
    const load = () => Promise.resolve(++calls);
    await cache.get('a', load);
    await cache.get('b', load);
    await cache.get('c', load);
    await cache.get('a', load);
    expect(calls).toBe(4);
  });
});
