import { config } from 'zod';

/**
 * zod compiles object parsers with `new Function` when it may, and finds out by trying once. The page's
 * Content-Security-Policy allows no eval (docs/decisions/0014), so in the browser that try is a reported
 * violation: parse without compiling there. The server has no such policy and keeps the faster parsers.
 */
if (typeof window !== 'undefined') config({ jitless: true });
