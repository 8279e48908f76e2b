import type { NextApiRequest, NextApiResponse } from 'next';
import { readiness, seesReadinessDetail } from '@/server/readiness';

/**
 * GET /api/ready: 200 when the upstreams (and Redis, when configured) answer, 503 otherwise. The checks run at
 * most once per few seconds however many probes come (src/server/readiness.ts); which check failed is told only
 * to a caller with the readiness token, or on this machine.
 */
export default async function ready(req: NextApiRequest, res: NextApiResponse) {
  const { ready: isReady, checks } = await readiness();
  res.setHeader('cache-control', 'no-store');
  const status = isReady ? 'ready' : 'not-ready';
  res.status(isReady ? 200 : 503).json(seesReadinessDetail(req) ? { status, checks } : { status });
}
