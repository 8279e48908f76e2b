import { env } from './env';
import { redis } from './shared/redis';
import { sharedStore } from './shared/store';
import { probe } from './upstream/http';

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
