import type { IncomingMessage } from 'node:http';

/** The caller's address: the first X-Forwarded-For hop behind a proxy, else the socket's. */
export function clientKeyOf(req: IncomingMessage): string {
  const forwarded = req.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

interface Bucket {
  tokens: number;
  updated: number;
}

/** A token bucket per client: `capacity` calls at once, refilled at `perMinute`. */
export class RateLimiter {
  private readonly buckets = new Map<string, Bucket>();

  constructor(
    private readonly capacity: number,
    private readonly perMinute: number,
  ) {}

  take(key: string, now = Date.now()): boolean {
    const bucket = this.buckets.get(key) ?? { tokens: this.capacity, updated: now };
    const refill = ((now - bucket.updated) / 60_000) * this.perMinute;
    bucket.tokens = Math.min(this.capacity, bucket.tokens + refill);
    bucket.updated = now;
    if (this.buckets.size > 10_000) this.buckets.clear();
    this.buckets.set(key, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}
