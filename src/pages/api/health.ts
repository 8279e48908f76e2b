/** GET /api/health: the handler is src/server/api/health.ts. */
export { default } from '@/server/api/health';
