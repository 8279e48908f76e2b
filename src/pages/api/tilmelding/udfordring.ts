/** GET /api/tilmelding/udfordring: the handler is src/server/api/signup-challenge.ts. */
export { default } from '@/server/api/signup-challenge';
