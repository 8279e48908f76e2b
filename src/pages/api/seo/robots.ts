/** /robots.txt (rewritten here in next.config.mjs): the handler is src/server/api/robots.ts. */
export { default } from '@/server/api/robots';
