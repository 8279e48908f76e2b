import type { NextApiRequest, NextApiResponse } from 'next';
import { robotsTxt } from '@/server/loaders/sitemap';
import { withRequestLog } from '@/server/request-log';

/** /robots.txt (rewritten here in next.config.mjs). */
function robots(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('content-type', 'text/plain; charset=utf-8');
  res.setHeader('cache-control', 'public, max-age=3600');
  res.status(200).send(robotsTxt());
}

export default withRequestLog(robots);
