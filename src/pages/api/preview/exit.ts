/** GET /api/preview/exit: the handler is src/server/api/preview.ts. */
export { exitPreviewRoute as default } from '@/server/api/preview';
