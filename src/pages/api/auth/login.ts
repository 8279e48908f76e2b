/** GET /api/auth/login?returnTo=/relative/path: the handler is src/server/api/login.ts. */
export { default } from '@/server/api/login';
