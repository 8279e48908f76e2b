import { nodeCookies } from 'iron-session';
import type { GetServerSideProps } from 'next';
import { ADMIN_HOME_PATH, HOME_PATH, isAdminPath, loginErrorUrl } from '@/lib/routes';
import { callbackUrl, EmailNotVerified, finishLogin } from '@/server/auth/oidc';
import { safeReturnTo } from '@/server/auth/return-to';
import { takeLoginFlow } from '@/server/auth/login-flows';
import { isAdmin, nodeSession } from '@/server/auth/session';
import { env } from '@/server/env';
import { log } from '@/server/log';

/**
 * The identity provider's callback: exchange the code (PKCE, state, nonce), seal the session and send the
 * person on: teachers to where they were going (Min profil by default), administrators to their overview.
 */
export const getServerSideProps: GetServerSideProps = async ({ req, res, resolvedUrl }) => {
  res.setHeader('cache-control', 'no-store');
  // The token request must repeat the registered redirect_uri exactly (no trailing slash), with the IdP's answer.
  const callback = new URL(callbackUrl());
  callback.search = new URL(resolvedUrl, env().SITE_URL).search;
  // The transaction this callback's state names; its cookie goes, other tabs' sign-ins stay (login-flows.ts).
  const flow = await takeLoginFlow(nodeCookies(req, res), callback.searchParams.get('state'));
  if (!flow || callback.searchParams.has('error')) {
    log.warn(
      { reason: flow ? callback.searchParams.get('error') : 'no login flow' },
      'sign-in callback refused',
    );
    return { redirect: { destination: loginErrorUrl('callback'), permanent: false } };
  }
  try {
    const data = await finishLogin(callback, flow);
    const session = await nodeSession(req, res);
    await session.save(data);
    log.info({ sid: data.sid, admin: isAdmin(data) }, 'signed in');
    const wanted = safeReturnTo(flow.returnTo, HOME_PATH);
    // Each role lands in its own area, at the page it asked for when that page is in its area.
    const destination = isAdmin(data)
      ? isAdminPath(wanted)
        ? wanted
        : ADMIN_HOME_PATH
      : isAdminPath(wanted)
        ? HOME_PATH
        : wanted;
    return { redirect: { destination, permanent: false } };
  } catch (error) {
    if (error instanceof EmailNotVerified) {
      log.warn('sign-in refused: e-mail address not verified');
      return { redirect: { destination: loginErrorUrl('ikke-bekraeftet'), permanent: false } };
    }
    const err = error as Error & { code?: string; cause?: unknown };
    log.warn(
      { err: err.message, code: err.code, cause: err.cause instanceof Error ? err.cause.message : undefined },
      'sign-in failed',
    );
    return { redirect: { destination: loginErrorUrl('callback'), permanent: false } };
  }
};

export default function AuthCallback() {
  return null;
}
