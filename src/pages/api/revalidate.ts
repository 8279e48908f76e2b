/** POST /api/revalidate: the handler is src/server/api/revalidate.ts. */
export { default } from '@/server/api/revalidate';

// The handler reads the body itself, with its own size limit.
export const config = { api: { bodyParser: false } };
