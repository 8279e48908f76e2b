import { z } from 'zod';
import type { PublishHook } from './cms/publish-hook';
import type { MockScale } from './seed/types';

/** The stand-in's preview key when none is configured (the site's local CMS_PREVIEW_KEY, scripts/local-env.mjs). */
export const DEFAULT_CMS_PREVIEW_KEY = 'local-cms-preview-key-not-for-production';

const schema = z.object({
  MOCK_PORT: z.coerce.number().int().min(0).max(65535).default(4010),
  MOCK_HOST: z.string().default('127.0.0.1'),
  /** Public origin of the stand-in; defaults to http://localhost:{port}. */
  MOCK_ORIGIN: z.string().url().optional(),
  MOCK_CONTROL: z.enum(['on', 'off']).optional(),
  /** ISO date the seed treats as "today"; defaults to the current day (UTC midnight). */
  MOCK_NOW: z.string().datetime({ offset: true }).optional(),
  MOCK_LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  MOCK_ACCESS_TOKEN_TTL: z.coerce.number().int().positive().default(1800),
  MOCK_REFRESH_TOKEN_TTL: z.coerce.number().int().positive().default(2592000),
  /** Generated teachers added to the product records (admin lists, CSV benchmark); 0 keeps the plain seed. */
  MOCK_EXTRA_USERS: z.coerce.number().int().min(0).max(100_000).default(0),
  /** `demo` (the small world) or `foundation` (a generated world of a foundation's size, docs/foundation-world.md). */
  MOCK_SCALE: z.enum(['demo', 'foundation']).default('demo'),
  /** The site's publish webhook (POST /api/revalidate), called on every content change; unset: none. */
  MOCK_REVALIDATE_URL: z.string().url().optional(),
  /** The secret sent with it (`x-revalidate-secret`, the site's REVALIDATE_SECRET). */
  MOCK_REVALIDATE_SECRET: z.string().min(1).optional(),
  /** The key a preview request carries in `Api-Key` (docs/cms.md, "Drafts and preview"): the site's CMS_PREVIEW_KEY. */
  MOCK_CMS_PREVIEW_KEY: z.string().min(16).default(DEFAULT_CMS_PREVIEW_KEY),
  AUTH_CLIENT_ID: z.string().min(1).default('fonden-site'),
  AUTH_CLIENT_SECRET: z.string().min(16).default('local-client-secret-change-me'),
  AUTH_REDIRECT_URIS: z.string().default('http://localhost:3000/auth,http://127.0.0.1:3000/auth'),
  AUTH_POST_LOGOUT_REDIRECT_URIS: z.string().default('http://localhost:3000/,http://127.0.0.1:3000/'),
  AUTH_AUDIENCE: z.string().min(1).default('https://api.fonden.local'),
  PRODUCT_API_SUBSCRIPTION_KEY: z.string().min(1).default('local-subscription-key'),
  SEARCH_APP_ID: z.string().min(1).default('local'),
  SEARCH_API_KEY: z.string().min(1).default('local-search-key'),
  NODE_ENV: z.string().optional(),
});

export interface MockConfig {
  port: number;
  host: string;
  origin?: string;
  controlEnabled: boolean;
  now?: Date;
  logLevel: string;
  accessTokenTtl: number;
  refreshTokenTtl: number;
  clientId: string;
  clientSecret: string;
  redirectUris: string[];
  postLogoutRedirectUris: string[];
  audience: string;
  subscriptionKey: string;
  searchAppId: string;
  searchApiKey: string;
  /** MOCK_EXTRA_USERS (prisma-free-mock/src/seed/extra-users.ts); absent or 0: the plain seed. */
  extraUsers?: number;
  /** MOCK_SCALE: which world the seed builds; absent: `demo`. */
  scale?: MockScale;
  /** MOCK_CMS_PREVIEW_KEY: what the CMS's preview requests must carry; absent: the default above. */
  cmsPreviewKey?: string;
  /** MOCK_REVALIDATE_URL and _SECRET: the site's publish webhook (src/cms/publish-hook.ts); absent: none. */
  publishHook?: PublishHook;
}

const list = (value: string) =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

/** Reads the stand-in's configuration from the environment, with a readable message per bad value. */
export function readMockConfig(env: NodeJS.ProcessEnv = process.env): MockConfig {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`The stand-in's environment is not valid:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    port: e.MOCK_PORT,
    host: e.MOCK_HOST,
    origin: e.MOCK_ORIGIN,
    controlEnabled: e.MOCK_CONTROL ? e.MOCK_CONTROL === 'on' : e.NODE_ENV !== 'production',
    now: e.MOCK_NOW ? new Date(e.MOCK_NOW) : undefined,
    logLevel: e.MOCK_LOG_LEVEL,
    accessTokenTtl: e.MOCK_ACCESS_TOKEN_TTL,
    refreshTokenTtl: e.MOCK_REFRESH_TOKEN_TTL,
    clientId: e.AUTH_CLIENT_ID,
    clientSecret: e.AUTH_CLIENT_SECRET,
    redirectUris: list(e.AUTH_REDIRECT_URIS),
    postLogoutRedirectUris: list(e.AUTH_POST_LOGOUT_REDIRECT_URIS),
    audience: e.AUTH_AUDIENCE,
    subscriptionKey: e.PRODUCT_API_SUBSCRIPTION_KEY,
    searchAppId: e.SEARCH_APP_ID,
    searchApiKey: e.SEARCH_API_KEY,
    extraUsers: e.MOCK_EXTRA_USERS,
    scale: e.MOCK_SCALE,
    cmsPreviewKey: e.MOCK_CMS_PREVIEW_KEY,
    publishHook:
      e.MOCK_REVALIDATE_URL && e.MOCK_REVALIDATE_SECRET
        ? { url: e.MOCK_REVALIDATE_URL, secret: e.MOCK_REVALIDATE_SECRET }
        : undefined,
  };
}
