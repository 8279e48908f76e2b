import type { NextApiRequest, NextApiResponse } from 'next';

/** GET /api/health: the process is up and answering (liveness). It asks nothing of anyone else. */
export default function health(_req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('cache-control', 'no-store');
  res.status(200).json({ status: 'ok' });
}
