import { createNextApiHandler } from '@trpc/server/adapters/next';
import type { NextApiRequest, NextApiResponse } from 'next';
import { createContext } from '@/server/context';
import { checkMutation } from '@/server/guards';
import { log } from '@/server/log';
import { appRouter } from '@/server/routers/root';
import { withRequestLog } from '@/server/request-log';

/** The most procedures one batched request may carry (the browser's batch link sends at most MAX_BATCH_ITEMS). */
export const MAX_BATCH_SIZE = 20;

/** The largest request body, as Next's own parser allowed; tRPC answers a larger one with 413 in its envelope. */
export const MAX_BODY_BYTES = 1024 * 1024;

const handler = createNextApiHandler({
  router: appRouter,
  createContext,
  maxBatchSize: MAX_BATCH_SIZE,
  maxBodySize: MAX_BODY_BYTES,
  onError({ error, path, ctx }) {
    // Client mistakes (4xx) are the caller's business; server faults are ours.
    if (error.code === 'INTERNAL_SERVER_ERROR') {
      log.error({ requestId: ctx?.requestId, path, err: error.cause ?? error }, 'procedure failed');
    }
  },
});

async function trpc(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    const refusal = checkMutation(req, { requireJson: true });
    if (refusal) {
      res.status(refusal.status).json({
        error: {
          message: refusal.message,
          code: refusal.status === 403 ? 'FORBIDDEN' : 'UNSUPPORTED_MEDIA_TYPE',
        },
      });
      return;
    }
  }
  res.setHeader('cache-control', 'no-store');
  await handler(req, res);
}

export default withRequestLog(trpc);
