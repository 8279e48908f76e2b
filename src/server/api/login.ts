import { nodeCookies } from 'iron-session';
import type { NextApiRequest, NextApiResponse } from 'next';
import { LOGIN_PATH, loginErrorUrl } from '@/lib/routes';
import { startLogin } from '@/server/auth/oidc';
import { safeReturnTo } from '@/server/auth/return-to';
import { saveLoginFlow } from '@/server/auth/login-flows';
import { log } from '@/server/log';
import { clientKeyOf, consumeLimit, TOO_MANY_MESSAGE } from '@/server/rate-limit';
import { withRequestLog } from '@/server/request-log';

const tooManyPage = (seconds: number) =>
  `<!doctype html><html lang="da"><head><meta charset="utf-8"><title>For mange forsøg</title></head>` +
  `<body><main><h1>For mange forsøg</h1><p>${TOO_MANY_MESSAGE(seconds)}</p>` +
  `<p><a href="${LOGIN_PATH}">Tilbage til login</a></p></main></body></html>`;

/** GET /api/auth/login?returnTo=/relative/path starts the authorization-code flow with PKCE. */
async function login(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'GET') {
    res.setHeader('allow', 'GET');
    res.status(405).end();
    return;
  }
  const limit = await consumeLimit('signInStart', clientKeyOf(req));
  if (!limit.allowed) {
    res.setHeader('retry-after', String(limit.retryAfterSeconds));
    res.setHeader('cache-control', 'no-store');
    res.status(429).send(tooManyPage(limit.retryAfterSeconds));
    return;
  }
  try {
    const { url, flow } = await startLogin(safeReturnTo(req.query.returnTo));
    // Its own cookie, named by its state: a sign-in started in another tab keeps working (docs/decisions/0013).
    await saveLoginFlow(nodeCookies(req, res), flow);
    res.setHeader('cache-control', 'no-store');
    res.redirect(302, url);
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'could not start sign-in');
    res.redirect(302, loginErrorUrl('login'));
  }
}

export default withRequestLog(login);
