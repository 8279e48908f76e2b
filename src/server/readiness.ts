import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { env } from './env';
import { redis } from './shared/redis';
import { sharedStore } from './shared/store';
import { probe } from './upstream/http';
import { processSingleton } from '@/server/shared/singleton';

export interface ReadinessCheck {
  name: 'cms' | 'product-api' | 'identity-provider' | 'redis';
  ok: boolean;
  status: number | null;
}

const PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether this instance can serve everything (GET /api/ready, docs/deploy.md): the CMS, the product API and the
 * identity provider answer, and Redis when it is configured. A load balancer takes an instance that is not
 * ready out of rotation; /api/health only says the process is up.
 */
export async function checkReadiness(): Promise<{ ready: boolean; checks: ReadinessCheck[] }> {
  const e = env();
  const base = (url: string) => url.replace(/\/$/, '');
  const checks = await Promise.all([
    probe(new URL(`${base(e.CMS_BASE_URL)}/api/${e.CMS_SITE_ID}/`), PROBE_TIMEOUT_MS).then((r) => ({
      name: 'cms' as const,
      ...r,
    })),
    probe(new URL(`${base(e.PRODUCT_API_BASE_URL)}/user/GetUser`), PROBE_TIMEOUT_MS).then((r) => ({
      name: 'product-api' as const,
      ...r,
    })),
    probe(new URL(`${base(e.AUTH_ISSUER)}/.well-known/openid-configuration`), PROBE_TIMEOUT_MS).then((r) => ({
      name: 'identity-provider' as const,
      ...r,
    })),
    ...(redis()
      ? [
          sharedStore()
            .ping()
            .then(
              (ok) => ({ name: 'redis' as const, ok, status: null }),
              () => ({ name: 'redis' as const, ok: false, status: null }),
            ),
        ]
      : []),
  ]);
  return { ready: checks.every((check) => check.ok), checks };
}

export type Readiness = Awaited<ReturnType<typeof checkReadiness>>;

/** How long one round of checks answers every probe: any number of probes costs one round per this time. */
export const READINESS_CACHE_MS = 5_000;

/**
 * The checks behind a short cache with a single flight: while a round runs, every probe waits for it; its
 * result answers for READINESS_CACHE_MS after it finished.
 */
export function cachedReadiness(
  check: () => Promise<Readiness> = checkReadiness,
  { ttlMs = READINESS_CACHE_MS, now = Date.now } = {},
): () => Promise<Readiness> {
  let last: { result: Readiness; at: number } | undefined;
  let flight: Promise<Readiness> | undefined;
  return () => {
    if (last && now() - last.at < ttlMs) return Promise.resolve(last.result);
    flight ??= check()
      .then((result) => {
        last = { result, at: now() };
        return result;
      })
      .finally(() => {
        flight = undefined;
      });
    return flight;
  };
}

// The API route's bundle may be loaded more than once in a process: one cache on globalThis serves them all.
export const readiness = (): Promise<Readiness> => processSingleton('readiness', cachedReadiness)();

export const READINESS_TOKEN_HEADER = 'x-readiness-token';

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1']);

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * Who may see which check failed: a caller with READINESS_TOKEN in the `x-readiness-token` header (or as
 * `Authorization: Bearer`), or one on
 * this machine (loopback, when no proxy stands in front: with a proxy, every request comes from loopback).
 * `next start` itself writes the socket's address into X-Forwarded-For when the header is missing, so a
 * forwarded address counts against the caller only when it is not loopback: a proxy on this machine forwards
 * its client's address, and that caller learns only ready or not ready (docs/deploy.md).
 */
export function seesReadinessDetail(req: IncomingMessage, e = env()): boolean {
  const header = req.headers[READINESS_TOKEN_HEADER];
  // Or as a bearer token, as a Prometheus scrape sends it (GET /api/metrics has the same rule).
  const bearer = /^Bearer (.+)$/i.exec(req.headers.authorization ?? '')?.[1];
  const given = typeof header === 'string' ? header : bearer;
  if (e.READINESS_TOKEN && typeof given === 'string' && sameSecret(given, e.READINESS_TOKEN)) return true;
  if (e.TRUST_PROXY_HOPS > 0) return false;
  const forwardedFor = req.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return [req.socket.remoteAddress ?? '', ...forwarded].every((address) => LOOPBACK.has(address));
}
