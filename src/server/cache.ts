interface Entry<T> {
  value?: T;
  fetchedAt: number;
  pending?: Promise<T>;
}

export interface CachedValue<T> {
  value: T;
  fetchedAt: number;
  /** True when the last refresh failed and this is the last good copy. */
  stale: boolean;
}

/**
 * A small time-based cache for upstream reads. It caches the promise, not only the result, so one expiry
 * sends one request however many readers wait; and when a refresh fails it serves the last good copy
 * (stale-if-error) rather than nothing. Entries are bounded; the oldest go first.
 */
export class UpstreamCache<T> {
  private readonly entries = new Map<string, Entry<T>>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 500,
    private readonly now: () => number = Date.now,
  ) {}

  async get(key: string, load: () => Promise<T>): Promise<CachedValue<T>> {
    const entry = this.entries.get(key);
    const now = this.now();
    if (entry && entry.value !== undefined && now - entry.fetchedAt < this.ttlMs) {
      return { value: entry.value, fetchedAt: entry.fetchedAt, stale: false };
    }
    if (entry?.pending) return this.settle(key, entry.pending);
    const pending = load();
    const next: Entry<T> = { value: entry?.value, fetchedAt: entry?.fetchedAt ?? 0, pending };
    this.entries.delete(key);
    this.entries.set(key, next);
    this.evict();
    return this.settle(key, pending);
  }

  private async settle(key: string, pending: Promise<T>): Promise<CachedValue<T>> {
    const entry = this.entries.get(key);
    try {
      const value = await pending;
      if (entry && entry.pending === pending) {
        entry.value = value;
        entry.fetchedAt = this.now();
        entry.pending = undefined;
      }
      return { value, fetchedAt: entry?.fetchedAt ?? this.now(), stale: false };
    } catch (error) {
      if (entry && entry.pending === pending) entry.pending = undefined;
      if (entry?.value !== undefined) return { value: entry.value, fetchedAt: entry.fetchedAt, stale: true };
      if (entry && entry.value === undefined) this.entries.delete(key);
      throw error;
    }
  }

  /** Forgets one key (e.g. a page the CMS says is gone). */
  delete(key: string): void {
    this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }

  private evict() {
    while (this.entries.size > this.max) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) return;
      this.entries.delete(oldest);
    }
  }
}
