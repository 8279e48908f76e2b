import client, { type Counter, type Gauge, type Histogram, type Registry } from 'prom-client';
import { redisStatus } from '@/server/shared/redis';
import { processSingleton } from '@/server/shared/singleton';

/**
 * The site's metrics (GET /api/metrics, docs/decisions/0032), in one prom-client registry per process. The proxy,
 * the pages and the API routes are separate server bundles in one process, so the registry and its metrics live
 * on globalThis and are made once. Label values come only from the fixed lists of ./labels.ts.
 */
export interface SiteMetrics {
  registry: Registry;
  requestDuration: Histogram<'kind' | 'status_class'>;
  upstreamDuration: Histogram<'service' | 'call'>;
  upstreamCalls: Counter<'service' | 'call' | 'outcome'>;
  cacheLookups: Counter<'cache' | 'result'>;
  rateLimitRefusals: Counter<'limiter'>;
  sessionRefreshes: Counter<'outcome'>;
}

const PREFIX = 'fis_';

function create(): SiteMetrics {
  const registry = new client.Registry();
  client.collectDefaultMetrics({ register: registry, prefix: PREFIX });
  const requestDuration = new client.Histogram({
    name: `${PREFIX}http_request_duration_seconds`,
    help: 'Incoming requests by kind of route and status class.',
    labelNames: ['kind', 'status_class'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamDuration = new client.Histogram({
    name: `${PREFIX}upstream_call_duration_seconds`,
    help: 'Calls to the upstream services by service and call name.',
    labelNames: ['service', 'call'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const upstreamCalls = new client.Counter({
    name: `${PREFIX}upstream_calls_total`,
    help: 'Calls to the upstream services by service, call name and outcome.',
    labelNames: ['service', 'call', 'outcome'] as const,
    registers: [registry],
  });
  const cacheLookups = new client.Counter({
    name: `${PREFIX}cache_lookups_total`,
    help: 'Lookups of the page-data cache and the rendered-page cache, hits and misses.',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
  });
  const rateLimitRefusals = new client.Counter({
    name: `${PREFIX}rate_limit_refusals_total`,
    help: 'Requests refused by a rate limit, by limiter.',
    labelNames: ['limiter'] as const,
    registers: [registry],
  });
  const sessionRefreshes = new client.Counter({
    name: `${PREFIX}session_refreshes_total`,
    help: 'Token refreshes of sessions by outcome (ok; refused: the session ended; failed: kept, try again).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new client.Gauge({
    name: `${PREFIX}redis_connected`,
    help: '1 while the connection to Redis is ready, 0 while it is not; absent without REDIS_URL.',
    registers: [registry],
    collect(this: Gauge) {
      const status = redisStatus();
      if (status !== null) this.set(status === 'ready' ? 1 : 0);
    },
  });
  return {
    registry,
    requestDuration,
    upstreamDuration,
    upstreamCalls,
    cacheLookups,
    rateLimitRefusals,
    sessionRefreshes,
  };
}

export const metrics = (): SiteMetrics => processSingleton('metrics', create);
