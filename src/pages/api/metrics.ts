/** GET /api/metrics: the handler is src/server/api/metrics.ts. */
export { default } from '@/server/api/metrics';
