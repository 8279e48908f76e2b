import { LRUCache } from 'lru-cache';
import { metrics } from './metrics/registry';

interface Entry<T> {
  value: T;
  fetchedAt: number;
}

export interface CachedValue<T> {
  value: T;
  fetchedAt: number;
  /** True when the last refresh failed and this is the last good copy. */
  stale: boolean;
}

export interface CacheLimits {
  /** At most this many entries. */
  maxEntries?: number;
  /** At most this many bytes of values (their JSON size), so a few huge answers cannot fill the memory. */
  maxBytes?: number;
  /** Counted as hits and misses under this name in the metrics (docs/decisions/0032). */
  metricName?: string;
}

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value) ?? '', 'utf8') + 64;

/**
 * A small time-based cache for upstream reads (lru-cache underneath, bounded by entries and bytes). It caches
 * the promise, not only the result, so one expiry sends one request however many readers wait; and when a
 * refresh fails it serves the last good copy (stale-if-error) rather than nothing. The least recently used
 * entries go first when a bound is reached.
 */
export class UpstreamCache<T> {
  private readonly entries: LRUCache<string, Entry<T>>;
  private readonly pending = new Map<string, Promise<T>>();
  private readonly metricName: string | undefined;

  constructor(
    private readonly ttlMs: number,
    limits: number | CacheLimits = 500,
    private readonly now: () => number = Date.now,
  ) {
    const {
      maxEntries = 500,
      maxBytes,
      metricName,
    } = typeof limits === 'number' ? { maxEntries: limits } : limits;
    this.metricName = metricName;
    this.entries = new LRUCache<string, Entry<T>>({
      max: maxEntries,
      ...(maxBytes
        ? { maxSize: maxBytes, sizeCalculation: (entry: Entry<T>) => jsonBytes(entry.value) }
        : {}),
    });
  }

  /**
   * The value for `key`, fresh or loaded. `isFinal(error)` marks a failure that is an answer, not an outage
   * (a page the CMS says is gone): its last copy is dropped instead of served stale. A loaded value `keep`
   * refuses (a page whose parts were late) goes to the readers who waited for it, and is not kept.
   */
  async get(
    key: string,
    load: () => Promise<T>,
    isFinal: (error: unknown) => boolean = () => false,
    keep: (value: T) => boolean = () => true,
  ): Promise<CachedValue<T>> {
    const entry = this.entries.get(key);
    const hit = entry !== undefined && this.now() - entry.fetchedAt < this.ttlMs;
    if (this.metricName) metrics().cacheLookups.inc({ cache: this.metricName, result: hit ? 'hit' : 'miss' });
    if (hit) return { value: entry.value, fetchedAt: entry.fetchedAt, stale: false };
    let pending = this.pending.get(key);
    if (!pending) {
      pending = load();
      this.pending.set(key, pending);
      const settled = pending;
      settled.then(
        (value) => {
          if (this.pending.get(key) === settled) {
            this.pending.delete(key);
            if (keep(value)) this.entries.set(key, { value, fetchedAt: this.now() });
          }
        },
        () => {
          if (this.pending.get(key) === settled) this.pending.delete(key);
        },
      );
    }
    try {
      const value = await pending;
      return { value, fetchedAt: this.entries.peek(key)?.fetchedAt ?? this.now(), stale: false };
    } catch (error) {
      if (isFinal(error)) {
        this.entries.delete(key);
        throw error;
      }
      const last = this.entries.peek(key);
      if (last) return { value: last.value, fetchedAt: last.fetchedAt, stale: true };
      throw error;
    }
  }

  /** The value when it is fresh, without loading. */
  fresh(key: string): T | undefined {
    const entry = this.entries.get(key);
    return entry && this.now() - entry.fetchedAt < this.ttlMs ? entry.value : undefined;
  }

  /** Puts a value in as fetched now. */
  set(key: string, value: T): void {
    this.entries.set(key, { value, fetchedAt: this.now() });
  }

  /** Forgets one key (e.g. a page the CMS says is gone). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
    this.pending.clear();
  }

  /** For tests and operators: how many entries and bytes are held. */
  get stats() {
    return { entries: this.entries.size, bytes: this.entries.calculatedSize };
  }
}
