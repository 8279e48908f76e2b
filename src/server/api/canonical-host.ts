import type { NextApiRequest, NextApiResponse } from 'next';
import { canonicalTarget } from '../canonical-host';
import { env } from '../env';

/**
 * /api/canonical-host?to=/path/: the permanent redirect (308) of a page asked for on another host to the same
 * path on SITE_URL's origin (docs/decisions/0034). The proxy hands such requests here; any method keeps its
 * method (308). A `to` that is not a path of this site is refused.
 */
export default function canonicalHost(req: NextApiRequest, res: NextApiResponse) {
  const target = canonicalTarget(req.query.to, env().SITE_URL);
  res.setHeader('cache-control', 'no-store');
  if (!target) {
    res.status(400).json({ error: 'Adressen skal være en side på dette websted.' });
    return;
  }
  res.setHeader('location', target);
  res.status(308).end();
}
