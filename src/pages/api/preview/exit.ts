import { withRequestLog } from '@/server/request-log';
import { exitPreview } from '@/server/preview/routes';

/** "Afslut forhåndsvisning" (docs/decisions/0031). */
export default withRequestLog(exitPreview);
