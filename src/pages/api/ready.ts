/** GET /api/ready: the handler is src/server/api/ready.ts. */
export { default } from '@/server/api/ready';
