/** GET /api/preview: the handler is src/server/api/preview.ts. */
export { enterPreviewRoute as default } from '@/server/api/preview';
