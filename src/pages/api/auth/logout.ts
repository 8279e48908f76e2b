import type { NextApiRequest, NextApiResponse } from 'next';
import { logoutUrl } from '@/server/auth/oidc';
import { nodeSession } from '@/server/auth/session';
import { checkMutation } from '@/server/guards';
import { withRequestLog } from '@/server/request-log';

/** POST /api/auth/logout: ends the session here, then at the IdP, which sends the person back to /. */
async function logout(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') {
    res.setHeader('allow', 'POST');
    res.status(405).end();
    return;
  }
  const refusal = checkMutation(req, { requireJson: false });
  if (refusal) {
    res.status(refusal.status).json({ error: refusal.message });
    return;
  }
  const session = await nodeSession(req, res);
  await session.destroy();
  res.setHeader('cache-control', 'no-store');
  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  if (wantsJson) res.status(200).json({ redirectTo: logoutUrl() });
  else res.redirect(303, logoutUrl());
}

export default withRequestLog(logout);
