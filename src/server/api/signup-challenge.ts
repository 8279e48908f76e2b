import type { NextApiRequest, NextApiResponse } from 'next';
import { consumeLimit, clientKeyOf, TOO_MANY_MESSAGE } from '@/server/rate-limit';
import { withRequestLog } from '@/server/request-log';
import { issueChallenge } from '@/server/signup-challenge';

/**
 * GET /api/tilmelding/udfordring: a fresh proof-of-work challenge for the public sign-up form's widget
 * (docs/decisions/0030), never cached, limited per client (`signupChallenge`). No cookie is set or read.
 */
async function signupChallenge(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('cache-control', 'no-store');
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET');
    res.status(405).json({ error: 'Kun GET' });
    return;
  }
  const outcome = await consumeLimit('signupChallenge', clientKeyOf(req));
  if (!outcome.allowed) {
    res.setHeader('retry-after', String(outcome.retryAfterSeconds));
    res.status(429).json({ error: TOO_MANY_MESSAGE(outcome.retryAfterSeconds) });
    return;
  }
  res.status(200).json(await issueChallenge());
}

export default withRequestLog(signupChallenge);
