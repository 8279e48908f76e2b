import type { IncomingMessage } from 'node:http';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { env } from './env';
import { redis } from './shared/redis';

/**
 * The caller's address: the socket's, unless `TRUST_PROXY_HOPS` says how many proxies in front may be believed.
 * Each proxy appends the address it was called from to X-Forwarded-For, so with n trusted proxies the n-th
 * entry from the right is the client; anything further left was written by the client and is not believed.
 */
export function clientKeyOf(req: IncomingMessage, hops = env().TRUST_PROXY_HOPS): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (hops === 0) return socket;
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return socket;
  return forwarded[Math.max(0, forwarded.length - hops)] ?? socket;
}

/**
 * Every limit of the site, shared by all instances through Redis when it is configured (a memory limiter per
 * instance stands in while Redis is down, so the limits hold either way). Per client = per address; per person =
 * per signed-in e-mail.
 */
export const LIMITS = {
  /** Public event sign-ups (attendee.createAttendee), per client. */
  attendeeSignup: { points: 10, duration: 60 },
  /** "Is this e-mail signed up?" (attendee.emailIsSignedUp), per client. */
  attendeeCheck: { points: 60, duration: 60 },
  /** Guessing codes (event codes, material codes, submissions with a code), per person. */
  codeAttempt: { points: 50, duration: 600 },
  /** Starting a sign-in (GET /api/auth/login), per client. */
  signInStart: { points: 60, duration: 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

export type LimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export const TOO_MANY_MESSAGE = (seconds: number) =>
  `For mange forsøg. Vent ${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'}, og prøv igen.`;

const limitersKey = Symbol.for('fonden.rateLimiters');
const globals = globalThis as typeof globalThis & { [limitersKey]?: Map<LimitName, RateLimiterAbstract> };

function limiter(name: LimitName): RateLimiterAbstract {
  const limiters = (globals[limitersKey] ??= new Map<LimitName, RateLimiterAbstract>());
  let existing = limiters.get(name);
  if (!existing) {
    const { points, duration } = LIMITS[name];
    const memory = new RateLimiterMemory({ points, duration, keyPrefix: `rl:${name}` });
    const client = redis();
    existing = client
      ? new RateLimiterRedis({
          storeClient: client,
          points,
          duration,
          keyPrefix: `fonden:rl:${name}`,
          insuranceLimiter: memory,
        })
      : memory;
    limiters.set(name, existing);
  }
  return existing;
}

/** Takes one point of `name` for `key`; refused callers learn how long to wait. */
export async function consumeLimit(name: LimitName, key: string): Promise<LimitOutcome> {
  try {
    await limiter(name).consume(key);
    return { allowed: true };
  } catch (refusal) {
    if (!(refusal instanceof RateLimiterRes)) throw refusal;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)) };
  }
}

/** For tests: forget every bucket. */
export function resetLimits(): void {
  globals[limitersKey]?.clear();
}
