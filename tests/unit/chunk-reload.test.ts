import { describe, expect, it, vi } from 'vitest';
import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  reloadForChunkError,
  shouldReloadAfterChunkError,
} from '@/lib/client/chunk-reload';

const memoryStorage = (initial: Record<string, string> = {}) => {
  const data = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    data,
  };
};

describe('recognising a failed application part', () => {
  it('knows webpack, Turbopack and native dynamic-import failures', () => {
    const chunkError = Object.assign(new Error('Loading chunk 123 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(
      isChunkLoadError(
        new Error('Loading chunk app-pages-browser failed. (error: /_next/static/chunks/x.js)'),
      ),
    ).toBe(true);
    expect(
      isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: https://x/_next/a.js')),
    ).toBe(true);
    expect(isChunkLoadError('Uncaught ChunkLoadError: Loading chunk 7 failed')).toBe(true);
    expect(isChunkLoadError({ name: 'ChunkLoadError' })).toBe(true);
  });

  it('leaves every other error alone', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError(new TypeError('Failed to fetch'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
    expect(isChunkLoadError(42)).toBe(false);
  });
});

describe('the reload guard', () => {
  it('reloads the first time', () => {
    expect(shouldReloadAfterChunkError(null, 1_000)).toBe(true);
  });

  it('does not reload again within 60 s', () => {
    expect(shouldReloadAfterChunkError(1_000, 1_000 + CHUNK_RELOAD_WINDOW_MS - 1)).toBe(false);
  });

  it('reloads again once 60 s have passed', () => {
    expect(shouldReloadAfterChunkError(1_000, 1_000 + CHUNK_RELOAD_WINDOW_MS)).toBe(true);
  });

  it('treats a clock set back, or a garbled stored time, as no recent reload', () => {
    expect(shouldReloadAfterChunkError(10_000, 5_000)).toBe(true);
    expect(shouldReloadAfterChunkError(Number.NaN, 5_000)).toBe(true);
  });
});

describe('reloading for a chunk error', () => {
  it('reloads once, stores the time, and refuses a second reload within the window', () => {
    const storage = memoryStorage();
    const reload = vi.fn();
    const error = new Error('Loading chunk 9 failed.');
    expect(reloadForChunkError(error, { storage, now: () => 50_000, reload })).toBe(true);
    expect(storage.data.get(CHUNK_RELOAD_STORAGE_KEY)).toBe('50000');
    expect(reloadForChunkError(error, { storage, now: () => 80_000, reload })).toBe(false);
    expect(reloadForChunkError(error, { storage, now: () => 110_000, reload })).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does nothing for other errors', () => {
    const reload = vi.fn();
    expect(reloadForChunkError(new Error('boom'), { storage: memoryStorage(), now: () => 1, reload })).toBe(
      false,
    );
    expect(reload).not.toHaveBeenCalled();
  });

  it('still reloads when storage is unavailable', () => {
    const reload = vi.fn();
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    expect(
      reloadForChunkError(new Error('Loading chunk 1 failed.'), { storage: broken, now: () => 1, reload }),
    ).toBe(true);
    expect(reload).toHaveBeenCalledOnce();
  });
});
