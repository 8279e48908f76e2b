import { z } from 'zod';
import { productionProblems } from './production-settings';
import { previewSettingsProblems } from './preview/settings';

/**
 * The site's configuration, parsed once. `scripts/start.mjs` fills in the local stand-in's values when no
 * upstream is configured; in any other set-up every required value must be given (see .env.example).
 */
const url = z.string().url();
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  SITE_URL: url.describe('the public origin of the site, e.g. https://www.fis-fonden.dk'),
  SESSION_SECRET: z.string().min(32, 'must be at least 32 characters'),
  /** Older session secrets, newest first, comma-separated: they still open cookies (docs/deploy.md). */
  SESSION_SECRET_PREVIOUS: z
    .string()
    .optional()
    .refine(
      (value) => (value ?? '').split(',').every((secret) => !secret.trim() || secret.trim().length >= 32),
      'each secret must be at least 32 characters',
    ),
  AUTH_ISSUER: url,
  AUTH_CLIENT_ID: z.string().min(1),
  AUTH_CLIENT_SECRET: z.string().min(1),
  AUTH_AUDIENCE: z.string().min(1),
  AUTH_REFRESH_TOKEN_MAX_AGE: z.coerce.number().int().positive().default(2_592_000),
  /** An administrator's session ends after this many seconds without activity (docs/decisions/0013). */
  ADMIN_IDLE_TIMEOUT_SECONDS: z.coerce.number().int().positive().default(1800),
  /** An administrator's session ends this many seconds after sign-in, active or not. */
  ADMIN_SESSION_MAX_SECONDS: z.coerce.number().int().positive().default(43_200),
  PRODUCT_API_BASE_URL: url,
  PRODUCT_API_SUBSCRIPTION_KEY: z.string().min(1),
  PRODUCT_API_TEAM_DATA_SEGMENT: z
    .string()
    .regex(/^[a-z-]+$/)
    .default('events'),
  CMS_BASE_URL: url,
  CMS_SITE_ID: z.string().min(1),
  SEARCH_APP_ID: z.string().min(1),
  SEARCH_API_KEY: z.string().min(1),
  SEARCH_HOST: url.optional().describe('only for a self-hosted or stand-in search service'),
  IMAGE_CDN_URL: url,
  ANALYTICS_ID: z.string().optional(),
  COOKIE_CONSENT_ID: z.string().optional(),
  PRIVACY_ANALYTICS_DOMAIN: z.string().optional(),
  UPSTREAM_TIMEOUT_MS: z.coerce.number().int().positive().default(8000),
  /** How long a screen's server-side data may take; what is later renders loading and the browser fetches it. */
  SSR_DATA_DEADLINE_MS: z.coerce.number().int().positive().default(1200),
  /**
   * How long a CMS page (and its rendered HTML) is served from memory before it is fetched again. Publishing
   * purges at once through POST /api/revalidate; this is only the backstop (docs/decisions/0025).
   */
  PAGE_CACHE_TTL_MS: z.coerce.number().int().min(0).default(600_000),
  /** The shared secret the CMS sends in `x-revalidate-secret` to POST /api/revalidate; unset = every call refused. */
  REVALIDATE_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The editors' preview link's secret (GET /api/preview?secret=…; docs/decisions/0031); unset = no preview. */
  PREVIEW_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** The key the CMS wants on a preview request (`Api-Key`), so it answers drafts; unset = published only. */
  CMS_PREVIEW_KEY: z.string().min(1).optional(),
  /** Shared state for many instances (refresh locks, ended sessions, rate limits); unset = this process only. */
  REDIS_URL: z.string().url().optional(),
  /** How many proxies in front may be believed about the client's address (X-Forwarded-For); 0 = none. */
  TRUST_PROXY_HOPS: z.coerce.number().int().min(0).max(10).default(0),
  /** Public event sign-ups per event per hour from all clients together (docs/decisions/0030). */
  SIGNUP_EVENT_CEILING_PER_HOUR: z.coerce.number().int().min(1).max(100_000).default(100),
  /** The public sign-up's proof of work: the highest counter a browser may have to try (docs/decisions/0030). */
  SIGNUP_CHALLENGE_MAX: z.coerce.number().int().min(2).max(1_000_000).default(2000),
  /** Callers of /api/ready with this token (header `x-readiness-token`) see which check failed. */
  READINESS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type ServerEnv = z.infer<typeof schema>;

/**
 * The validated configuration. Under NODE_ENV=production with real upstreams, unsafe settings are refused too
 * (src/server/production-settings.ts); every problem, of either kind, is named in one message.
 */
export function parseEnv(source: Record<string, string | undefined>): ServerEnv {
  const parsed = schema.safeParse(source);
  const lines = [
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)),
    ...productionProblems(source),
    ...previewSettingsProblems(source),
  ];
  if (!parsed.success || lines.length > 0) {
    throw new Error(
      `The site's environment is not valid (see .env.example; \`npm start\` fills it in for the local stand-in):\n${lines.map((line) => `  - ${line}`).join('\n')}`,
    );
  }
  return parsed.data;
}

let cached: ServerEnv | undefined;

/** The environment, validated on first use (at boot, through instrumentation.ts). */
export function env(): ServerEnv {
  cached ??= parseEnv(process.env);
  return cached;
}

/** The only configuration the browser sees: an allowlist, sent with each page's props. */
export interface PublicConfig {
  siteUrl: string;
  search: { appId: string; apiKey: string; host: string | null };
  imageCdnUrl: string;
  cmsBaseUrl: string;
  analyticsId: string | null;
  cookieConsentId: string | null;
  privacyAnalyticsDomain: string | null;
}

export function publicConfig(e: ServerEnv = env()): PublicConfig {
  return {
    siteUrl: e.SITE_URL,
    search: { appId: e.SEARCH_APP_ID, apiKey: e.SEARCH_API_KEY, host: e.SEARCH_HOST ?? null },
    imageCdnUrl: e.IMAGE_CDN_URL,
    cmsBaseUrl: e.CMS_BASE_URL,
    analyticsId: e.ANALYTICS_ID ?? null,
    cookieConsentId: e.COOKIE_CONSENT_ID ?? null,
    privacyAnalyticsDomain: e.PRIVACY_ANALYTICS_DOMAIN ?? null,
  };
}
