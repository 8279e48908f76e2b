/** /sitemap.xml and its parts (rewritten here in next.config.mjs): the handler is src/server/api/sitemap.ts. */
export { default } from '@/server/api/sitemap';
