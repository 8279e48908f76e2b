/** /api/trpc: the handler is src/server/api/trpc.ts. */
export { default } from '@/server/api/trpc';

/**
 * tRPC reads the body itself. Next's parser would hand it an object that the adapter turns back into text with
 * JSON.stringify, which throws on deep nesting (a 500 with the exception's message), and it answers bad JSON or
 * a large body with plain text the browser's client cannot read.
 */
export const config = { api: { bodyParser: false } };
