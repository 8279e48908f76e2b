/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying once. The page's
 * Content-Security-Policy allows no eval (docs/decisions/0014), so in the browser that try is a reported
 * violation: parse without compiling there. The server has no such policy and keeps the faster parsers.
 *
 * zod keeps its settings on `globalThis.__zod_globalConfig` (zod/v4/core/core.js), which every copy of zod
 * shares and fills in only when it is missing. Setting `jitless` there, rather than through `config()` from
 * 'zod', keeps zod out of the first JavaScript every public page loads (5 KB gzip).
 */
const shared = globalThis as typeof globalThis & { __zod_globalConfig?: Record<string, unknown> };
if (typeof window !== 'undefined') (shared.__zod_globalConfig ??= {}).jitless = true;

export {};
