import type { IncomingMessage } from 'node:http';
import { isIPv6 } from 'node:net';
import {
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { plainAddress } from './client-address';
import { env } from './env';
import { metrics } from './metrics/registry';
import { redis } from './shared/redis';
import { processSingleton } from '@/server/shared/singleton';

/**
 * The group of addresses one client is counted by, the one function every limit per client goes through: the
 * address made plain first (plainAddress: no port, no brackets), then an IPv4 address as it is, an IPv6 address
 * by its /64 (one household, phone or server gets a whole /64, so counting single IPv6 addresses would limit
 * nobody). An IPv4 address written as IPv6 (`::ffff:1.2.3.4`) counts as the IPv4 address.
 */
export function addressGroup(address: string): string {
  const plain = plainAddress(address);
  if (!isIPv6(plain)) return plain;
  const hextets = (part: string) =>
    part ? part.split(':').flatMap((piece) => (piece.includes('.') ? ['0', '0'] : [piece])) : [];
  const [head = '', tail] = plain.split('::');
  const front = hextets(head);
  const back = tail === undefined ? [] : hextets(tail);
  const full = [...front, ...Array<string>(Math.max(0, 8 - front.length - back.length)).fill('0'), ...back];
  return `${full
    .slice(0, 4)
    .map((hextet) => parseInt(hextet, 16).toString(16))
    .join(':')}::/64`;
}

/**
 * The caller, as every limit per client counts it: the address group (addressGroup) of the socket's address,
 * unless `TRUST_PROXY_HOPS` says how many proxies in front may be believed. Each proxy appends the address it was
 * called from to X-Forwarded-For, so with n trusted proxies the n-th entry from the right is the client;
 * anything further left was written by the client and is not believed.
 */
export function clientKeyOf(req: IncomingMessage, hops = env().TRUST_PROXY_HOPS): string {
  const socket = req.socket.remoteAddress ?? 'unknown';
  if (hops === 0) return addressGroup(socket);
  const header = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (forwarded.length === 0) return addressGroup(socket);
  return addressGroup(forwarded[Math.max(0, forwarded.length - hops)] ?? socket);
}

/**
 * Every limit of the site, shared by all instances through Redis when it is configured (a memory limiter per
 * instance stands in while Redis is down, so the limits hold either way). Per client = per address group
 * (addressGroup: IPv6 by /64); per person = per signed-in e-mail.
 */
export const LIMITS = {
  /** Public event sign-ups (attendee.createAttendee), per client. */
  attendeeSignup: { points: 10, duration: 60 },
  /**
   * The same sign-ups per client and event, per hour: one address cannot take an event's seats (a school's
   * teachers sharing one address sign up more people through "Tilmeld en liste"; docs/decisions/0030).
   */
  attendeeSignupEvent: { points: 5, duration: 3600 },
  /** The same sign-ups per event per hour from everyone: the configured ceiling (SIGNUP_EVENT_CEILING_PER_HOUR). */
  attendeeSignupCeiling: { points: () => env().SIGNUP_EVENT_CEILING_PER_HOUR, duration: 3600 },
  /** New proof-of-work challenges for the public sign-up (GET /api/tilmelding/udfordring), per client. */
  signupChallenge: { points: 30, duration: 60 },
  /** Public reads (content and seat procedures, the calendar files), per client: each answer is cached too. */
  publicRead: { points: 300, duration: 60 },
  /** "Is this e-mail signed up?" (attendee.emailIsSignedUp), per client. */
  attendeeCheck: { points: 60, duration: 60 },
  /** The same question, per event, from everyone: one event's sign-ups cannot be read off address by address. */
  attendeeCheckEvent: { points: 300, duration: 60 },
  /** Guessing codes (event codes, material codes, submissions with a code), per person. */
  codeAttempt: { points: 50, duration: 600 },
  /** The same guesses, per client: more accounts from one place buy no more tries. */
  codeAttemptClient: { points: 100, duration: 600 },
  /** Every guess at an event code (redeem-code, submissions), from everyone: the ceiling on guessing at all. */
  eventCodeCeiling: { points: 2_000, duration: 600 },
  /** Every guess at a material code, from everyone. */
  materialCodeCeiling: { points: 2_000, duration: 600 },
  /** Starting a sign-in (GET /api/auth/login), per client. */
  signInStart: { points: 60, duration: 60 },
} as const;

export type LimitName = keyof typeof LIMITS;

/** A limit's points and window in seconds, with a configured one read from the environment. */
export function limitOf(name: LimitName): { points: number; duration: number } {
  const { points, duration } = LIMITS[name];
  return { points: typeof points === 'function' ? points() : points, duration };
}

export type LimitOutcome =
  | { allowed: true }
  /** `firstRefusal`: this call is the first one refused in the window (the moment the limit tripped). */
  | { allowed: false; retryAfterSeconds: number; firstRefusal: boolean };

export const TOO_MANY_MESSAGE = (seconds: number) =>
  `For mange forsøg. Vent ${seconds} ${seconds === 1 ? 'sekund' : 'sekunder'}, og prøv igen.`;

const limiters = () => processSingleton('rateLimiters', () => new Map<LimitName, RateLimiterAbstract>());

function limiter(name: LimitName): RateLimiterAbstract {
  let existing = limiters().get(name);
  if (!existing) {
    const { points, duration } = limitOf(name);
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
    limiters().set(name, existing);
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
    metrics().rateLimitRefusals.inc({ limiter: name });
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(refusal.msBeforeNext / 1000)),
      firstRefusal: refusal.consumedPoints === limitOf(name).points + 1,
    };
  }
}

/** For tests: forget every bucket. */
export function resetLimits(): void {
  limiters().clear();
}
