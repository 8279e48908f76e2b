import type { NextApiRequest, NextApiResponse } from 'next';
import { checkReadiness } from '@/server/readiness';

/** GET /api/ready: 200 when the upstreams (and Redis, when configured) answer, 503 otherwise, with each check. */
export default async function ready(_req: NextApiRequest, res: NextApiResponse) {
  const { ready: isReady, checks } = await checkReadiness();
  res.setHeader('cache-control', 'no-store');
  res.status(isReady ? 200 : 503).json({ status: isReady ? 'ready' : 'not-ready', checks });
}
