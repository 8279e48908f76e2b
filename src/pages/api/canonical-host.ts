/** /api/canonical-host: the handler is src/server/api/canonical-host.ts. */
export { default } from '@/server/api/canonical-host';
