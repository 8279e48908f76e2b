import { withRequestLog } from '@/server/request-log';
import { enterPreview } from '@/server/preview/routes';

/** An editor's preview link (docs/decisions/0031). */
export default withRequestLog(enterPreview);
