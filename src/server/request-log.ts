import type { NextApiHandler, NextApiRequest, NextApiResponse } from 'next';
import { log } from './log';
import { requestIdFrom } from './request-id';

/**
 * One structured line per API request (pages are logged by the proxy): request id, method, path without its
 * query (which may carry codes), status and duration. Never headers, cookies or bodies.
 */
export function withRequestLog(handler: NextApiHandler): NextApiHandler {
  return async (req: NextApiRequest, res: NextApiResponse) => {
    const started = performance.now();
    const requestId = requestIdFrom(req.headers['x-request-id']);
    req.headers['x-request-id'] = requestId;
    res.setHeader('x-request-id', requestId);
    res.once('finish', () => {
      log.info(
        {
          requestId,
          method: req.method,
          path: (req.url ?? '').split('?')[0],
          status: res.statusCode,
          ms: Math.round(performance.now() - started),
        },
        'request',
      );
    });
    await handler(req, res);
  };
}
