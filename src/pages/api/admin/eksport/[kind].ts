/** GET /api/admin/eksport/<kind>.csv: the handler is src/server/api/admin-export.ts. */
export { default } from '@/server/api/admin-export';

// The file is streamed as it is written; Next's 4 MB API response limit does not apply to it.
export const config = { api: { responseLimit: false } };
