import type { NextApiRequest, NextApiResponse } from 'next';
import { nodeCookies } from 'iron-session';
import { endEverywhere } from '@/server/auth/logout';
import { logoutUrl } from '@/server/auth/oidc';
import { nodeSession } from '@/server/auth/session';
import { checkMutation } from '@/server/guards';
import { withRequestLog } from '@/server/request-log';
import { loginErrorUrl, LOGOUT_FAILED_MESSAGE } from '@/lib/routes';

/**
 * POST /api/auth/logout: ends the session everywhere (src/server/auth/logout.ts), then at the IdP, which sends
 * the person back to /. The cookie is cleared in this browser either way; when the ended session cannot be
 * recorded, the person lands on the login page, told that logging out failed, with a button to try again.
 */
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
  const ended = await endEverywhere(nodeCookies(req, res), session.read());
  await session.destroy();
  res.setHeader('cache-control', 'no-store');
  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  if (!ended) {
    if (wantsJson) res.status(503).json({ error: LOGOUT_FAILED_MESSAGE, redirectTo: loginErrorUrl('logud') });
    else res.redirect(303, loginErrorUrl('logud'));
    return;
  }
  if (wantsJson) res.status(200).json({ redirectTo: logoutUrl() });
  else res.redirect(303, logoutUrl());
}

export default withRequestLog(logout);
