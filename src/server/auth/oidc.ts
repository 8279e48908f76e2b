import { randomUUID } from 'node:crypto';
import { decodeJwt } from 'jose';
import * as client from 'openid-client';
import { env } from '../env';
import { log } from '../log';
import type { LoginFlow } from './login-flows';
import type { SessionData } from './session';

export const SCOPES = 'openid profile email options';

let discovered: Promise<client.Configuration> | undefined;

const isLocal = (issuer: URL) => ['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname);

/** The identity provider's configuration, discovered once; a failed discovery is retried on the next call. */
export function oidcConfig(): Promise<client.Configuration> {
  if (!discovered) {
    const e = env();
    const issuer = new URL(e.AUTH_ISSUER);
    // openid-client refuses plain http; the local stand-in is the one place it is allowed.
    const execute = issuer.protocol === 'http:' && isLocal(issuer) ? [client.allowInsecureRequests] : [];
    discovered = client
      .discovery(issuer, e.AUTH_CLIENT_ID, undefined, client.ClientSecretPost(e.AUTH_CLIENT_SECRET), {
        execute,
        timeout: Math.ceil(e.UPSTREAM_TIMEOUT_MS / 1000),
      })
      .catch((error: unknown) => {
        discovered = undefined;
        throw error;
      });
  }
  return discovered;
}

export const callbackUrl = () => new URL('/auth', env().SITE_URL).toString();

export async function startLogin(returnTo: string): Promise<{ url: string; flow: LoginFlow }> {
  const config = await oidcConfig();
  const flow: LoginFlow = {
    verifier: client.randomPKCECodeVerifier(),
    state: client.randomState(),
    nonce: client.randomNonce(),
    returnTo,
  };
  const url = client.buildAuthorizationUrl(config, {
    redirect_uri: callbackUrl(),
    scope: SCOPES,
    response_type: 'code',
    code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
    audience: env().AUTH_AUDIENCE,
  });
  return { url: url.href, flow };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

function tokenTimes(tokens: client.TokenEndpointResponse) {
  const claims = decodeJwt(tokens.access_token);
  const exp = typeof claims.exp === 'number' ? claims.exp : nowSeconds() + (tokens.expires_in ?? 0);
  const permissions = Array.isArray(claims.permissions)
    ? claims.permissions.filter((p): p is string => typeof p === 'string')
    : [];
  return { exp, permissions };
}

/** A sign-in whose ID token and profile do not say the e-mail address is verified. */
export class EmailNotVerified extends Error {
  constructor() {
    super('The identity provider has not verified the e-mail address');
    this.name = 'EmailNotVerified';
  }
}

/** Exchanges the callback's code (PKCE, state, nonce checked) and reads the profile from /userinfo. */
export async function finishLogin(currentUrl: URL, flow: LoginFlow): Promise<SessionData> {
  const config = await oidcConfig();
  const tokens = await client.authorizationCodeGrant(config, currentUrl, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims) throw new Error('The identity provider sent no ID token');
  const profile = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
  // The e-mail is who the person is in the product API: it must be one they proved they own.
  if (claims.email_verified !== true && profile.email_verified !== true) throw new EmailNotVerified();
  const { exp, permissions } = tokenTimes(tokens);
  const email = typeof profile.email === 'string' ? profile.email : '';
  if (!email) throw new Error('The identity provider sent no e-mail for the account');
  const now = nowSeconds();
  return {
    sid: randomUUID(),
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? null,
    accessTokenExpiresAt: exp,
    refreshTokenExpiresAt: now + env().AUTH_REFRESH_TOKEN_MAX_AGE,
    user: { sub: claims.sub, email, name: typeof profile.name === 'string' ? profile.name : email },
    permissions,
    startedAt: now,
    lastActiveAt: now,
  };
}

/** A refresh grant; the caller decides what a failure means. */
export async function refreshTokens(data: SessionData): Promise<SessionData> {
  if (!data.refreshToken) throw new Error('No refresh token in the session');
  const config = await oidcConfig();
  const tokens = await client.refreshTokenGrant(config, data.refreshToken, { scope: SCOPES });
  const { exp, permissions } = tokenTimes(tokens);
  log.debug({ sid: data.sid }, 'tokens refreshed');
  return {
    ...data,
    accessToken: tokens.access_token,
    refreshToken: tokens.refresh_token ?? data.refreshToken,
    accessTokenExpiresAt: exp,
    permissions,
  };
}

/** Revokes a refresh token at the identity provider (Auth0's /oauth/revoke), so no copy of it works again. */
export async function revokeRefreshToken(refreshToken: string): Promise<void> {
  const config = await oidcConfig();
  await client.tokenRevocation(config, refreshToken, { token_type_hint: 'refresh_token' });
}

/** Auth0's logout: the IdP ends its session and sends the person back to the site's front page. */
export function logoutUrl(): string {
  const e = env();
  const url = new URL(`${e.AUTH_ISSUER.replace(/\/$/, '')}/v2/logout`);
  url.searchParams.set('client_id', e.AUTH_CLIENT_ID);
  url.searchParams.set('returnTo', new URL('/', e.SITE_URL).toString());
  return url.href;
}
