/** POST /api/auth/logout: the handler is src/server/api/logout.ts. */
export { default } from '@/server/api/logout';
