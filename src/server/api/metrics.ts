import type { NextApiRequest, NextApiResponse } from 'next';
import { metrics } from '@/server/metrics/registry';
import { seesReadinessDetail } from '@/server/readiness';

/**
 * GET /api/metrics: this instance's metrics in the Prometheus text format (docs/decisions/0032). The same rule
 * as the readiness detail: READINESS_TOKEN as a bearer token (or in `x-readiness-token`), or a call from this
 * machine; anyone else gets 403.
 */
export default async function metricsRoute(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('cache-control', 'no-store');
  if (!seesReadinessDetail(req)) {
    res.status(403).json({ message: 'Ingen adgang.' });
    return;
  }
  const { registry } = metrics();
  res.setHeader('content-type', registry.contentType);
  res.status(200).send(await registry.metrics());
}
