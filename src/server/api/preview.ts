import { withRequestLog } from '@/server/request-log';
import { enterPreview, exitPreview } from '@/server/preview/routes';

/** GET /api/preview: an editor's preview link (docs/decisions/0031). */
export const enterPreviewRoute = withRequestLog(enterPreview);

/** GET /api/preview/exit: "Afslut forhåndsvisning" (docs/decisions/0031). */
export const exitPreviewRoute = withRequestLog(exitPreview);
