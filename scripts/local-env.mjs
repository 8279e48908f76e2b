/**
 * The site's configuration for the bundled stand-in (prisma-free-mock), in one place: `npm start`,
 * `npm run dev` and the end-to-end tests use it when no upstream is configured. The values match the
 * stand-in's own defaults (prisma-free-mock/src/config.ts) and .env.example.
 */
export function localEnv({ port = 3000, mockPort = 4010 } = {}) {
  const mock = `http://localhost:${mockPort}`;
  const hook = localPublishHook({ port });
  return {
    SITE_URL: `http://localhost:${port}`,
    SESSION_SECRET: 'local-stand-in-session-secret-not-for-production-use',
    AUTH_ISSUER: `${mock}/idp`,
    AUTH_CLIENT_ID: 'fonden-site',
    AUTH_CLIENT_SECRET: 'local-client-secret-change-me',
    AUTH_AUDIENCE: 'https://api.fonden.local',
    PRODUCT_API_BASE_URL: `${mock}/product-api`,
    PRODUCT_API_SUBSCRIPTION_KEY: 'local-subscription-key',
    CMS_BASE_URL: `${mock}/cms`,
    CMS_SITE_ID: 'fonden',
    SEARCH_APP_ID: 'local',
    SEARCH_API_KEY: 'local-search-key',
    SEARCH_HOST: `http://127.0.0.1:${mockPort}`,
    IMAGE_CDN_URL: `${mock}/cdn`,
    // The stand-in CMS calls the site's publish webhook on every content change (docs/decisions/0025).
    REVALIDATE_SECRET: hook.secret,
    MOCK_REVALIDATE_URL: hook.url,
    MOCK_REVALIDATE_SECRET: hook.secret,
    // Editors' preview (docs/decisions/0031): the link's secret, and the stand-in CMS's preview key.
    PREVIEW_SECRET: LOCAL_PREVIEW_SECRET,
    CMS_PREVIEW_KEY: 'local-cms-preview-key-not-for-production',
    // The stand-in's own settings: its port, and the site's callback and logout URLs on this port.
    MOCK_PORT: String(mockPort),
    AUTH_REDIRECT_URIS: `http://localhost:${port}/auth,http://127.0.0.1:${port}/auth`,
    AUTH_POST_LOGOUT_REDIRECT_URIS: `http://localhost:${port}/,http://127.0.0.1:${port}/`,
    // The embedded stand-in's marker: with every upstream on this machine, the production refusals are
    // skipped for this set-up only (src/server/production-settings.ts, STAND_IN_MARKER).
    EMBEDDED_STAND_IN: 'prisma-free-mock',
  };
}

/** The local preview link's secret: public, so a production deployment refuses it (src/server/preview/settings.ts). */
export const LOCAL_PREVIEW_SECRET = 'local-stand-in-preview-secret-not-for-production-use';

/** The link that opens `path` in preview on the site at `siteUrl` (GET /api/preview). */
export const previewLink = (siteUrl, secret, path = '/') =>
  `${siteUrl.replace(/\/$/, '')}/api/preview?${new URLSearchParams({ secret, path })}`;

/** The stand-in CMS's publish webhook: the site's POST /api/revalidate on `port`, with the local secret. */
export function localPublishHook({ port = 3000 } = {}) {
  return {
    url: `http://localhost:${port}/api/revalidate`,
    secret: 'local-stand-in-revalidate-secret-not-for-production-use',
  };
}

/** Where the upstreams are (as src/server/production-settings.ts): a deployment names all four. */
export const UPSTREAM_LOCATIONS = ['AUTH_ISSUER', 'PRODUCT_API_BASE_URL', 'CMS_BASE_URL', 'IMAGE_CDN_URL'];

/** True when the environment names no upstream: then the stand-in is started and used. */
export function usesStandIn(env = process.env) {
  return !UPSTREAM_LOCATIONS.some((name) => env[name]);
}

/** The upstream addresses missing when only some are set (never a silent fall-back to the stand-in). */
export function missingUpstreams(env = process.env) {
  const missing = UPSTREAM_LOCATIONS.filter((name) => !env[name]);
  return missing.length === UPSTREAM_LOCATIONS.length ? [] : missing;
}

/**
 * Resolves once `url` answers (any status; with `ok`, a 2xx), or rejects after `timeoutMs`. The stand-in answers
 * 503 while it builds its world, which takes seconds with MOCK_SCALE=foundation: wait for `ok` there.
 */
export async function waitFor(url, timeoutMs = 60_000, { ok = false } = {}) {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      await response.body?.cancel();
      if (!ok || response.ok) return;
      throw new Error(`${url} answered ${response.status}`);
    } catch {
      if (Date.now() - started > timeoutMs)
        throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
