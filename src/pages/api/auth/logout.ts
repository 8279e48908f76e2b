import type { NextApiRequest, NextApiResponse } from 'next';
import { endSessionEverywhere } from '@/server/auth/ended-sessions';
import { logoutUrl, revokeRefreshToken } from '@/server/auth/oidc';
import { nodeSession, type SessionData } from '@/server/auth/session';
import { log } from '@/server/log';
import { sharedStore } from '@/server/shared/store';
import { checkMutation } from '@/server/guards';
import { withRequestLog } from '@/server/request-log';

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Ends a session everywhere (docs/deploy.md): its refresh token is revoked at the identity provider, and its id
 * is recorded as ended until its cookie would have expired, so a copy of the cookie is no session on any
 * instance. Either step failing is logged; the person is logged out here regardless.
 */
async function endEverywhere(data: SessionData) {
  await Promise.all([
    data.refreshToken
      ? revokeRefreshToken(data.refreshToken).catch((error: unknown) =>
          log.warn({ sid: data.sid, err: reason(error) }, 'refresh token not revoked at logout'),
        )
      : undefined,
    endSessionEverywhere(sharedStore(), data.sid, data.refreshTokenExpiresAt).catch((error: unknown) =>
      log.error({ sid: data.sid, err: reason(error) }, 'ended session not recorded in the shared state'),
    ),
  ]);
}

/** POST /api/auth/logout: ends the session everywhere, then at the IdP, which sends the person back to /. */
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
  const data = session.read();
  if (data) await endEverywhere(data);
  await session.destroy();
  res.setHeader('cache-control', 'no-store');
  const wantsJson = (req.headers.accept ?? '').includes('application/json');
  if (wantsJson) res.status(200).json({ redirectTo: logoutUrl() });
  else res.redirect(303, logoutUrl());
}

export default withRequestLog(logout);
