import { createRemoteJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import * as oidc from 'openid-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessTokenClaims } from '../../prisma-free-mock/src/idp/keys';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { ACCOUNTS } from '../support/accounts';
import { json, startMock } from './harness';
import { mintAccessToken } from './tokens';

const REDIRECT_URI = 'http://localhost:3000/auth';
const RETURN_TO = 'http://localhost:3000/';
const SCOPE = 'openid profile email options';
const { teacher: TEACHER, admin: ADMIN } = ACCOUNTS;

/** A cookie jar and manual redirects: what a browser does between the site and the identity provider. */
class Browser {
  private readonly jar = new Map<string, { name: string; value: string; path: string }>();

  async request(url: URL | string, init: RequestInit = {}): Promise<Response> {
    const target = new URL(url);
    const cookie = [...this.jar.values()]
      .filter((c) => target.pathname.startsWith(c.path))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const headers = new Headers(init.headers);
    if (cookie) headers.set('cookie', cookie);
    // What a browser asks for on navigation; the provider answers errors as JSON otherwise.
    if (!headers.has('accept')) headers.set('accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
      const name = pair.slice(0, pair.indexOf('='));
      const value = pair.slice(pair.indexOf('=') + 1);
      const path = attributes.find((a) => a.toLowerCase().startsWith('path='))?.slice(5) ?? '/';
      const removed = value === '' || attributes.some((a) => /^expires=.*1970/i.test(a));
      if (removed) this.jar.delete(`${name};${path}`);
      else this.jar.set(`${name};${path}`, { name, value, path });
    }
    return response;
  }

  /** Follows redirects from `url` until a page answers or the redirect leaves for the site (not running here). */
  async follow(url: URL | string, init?: RequestInit): Promise<{ url: URL; response?: Response }> {
    let current = new URL(url);
    let response = await this.request(current, init);
    for (let hops = 0; hops < 10; hops += 1) {
      const location = response.headers.get('location');
      if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
      current = new URL(location, current);
      if (current.origin !== new URL(url).origin) return { url: current };
      response = await this.request(current);
    }
    throw new Error('too many redirects');
  }
}

const form = (fields: Record<string, string>): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  body: new URLSearchParams(fields).toString(),
});

async function discover(mock: RunningMock): Promise<oidc.Configuration> {
  const { clientId, clientSecret } = mock.config;
  return oidc.discovery(
    new URL(`${mock.origin}/idp`),
    clientId,
    clientSecret,
    oidc.ClientSecretPost(clientSecret),
    {
      execute: [oidc.allowInsecureRequests],
    },
  );
}

interface Attempt {
  browser: Browser;
  verifier: string;
  state: string;
  nonce: string;
  /** The login page's URL, or the site's callback URL when the IdP session made the login form unnecessary. */
  landed: URL;
  page?: string;
}

async function beginSignIn(config: oidc.Configuration, browser = new Browser()): Promise<Attempt> {
  const verifier = oidc.randomPKCECodeVerifier();
  const state = oidc.randomState();
  const nonce = oidc.randomNonce();
  const url = oidc.buildAuthorizationUrl(config, {
    redirect_uri: REDIRECT_URI,
    scope: SCOPE,
    code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state,
    nonce,
  });
  const { url: landed, response } = await browser.follow(url);
  return { browser, verifier, state, nonce, landed, page: response ? await response.text() : undefined };
}

async function submitLogin(attempt: Attempt, email: string, password: string) {
  return attempt.browser.follow(attempt.landed, form({ email, password }));
}

async function signIn(
  mock: RunningMock,
  config: oidc.Configuration,
  who: { email: string; password: string },
) {
  const attempt = await beginSignIn(config);
  const { url: callback } = await submitLogin(attempt, who.email, who.password);
  expect(callback.href.startsWith(REDIRECT_URI)).toBe(true);
  const tokens = await oidc.authorizationCodeGrant(config, callback, {
    pkceCodeVerifier: attempt.verifier,
    expectedState: attempt.state,
    expectedNonce: attempt.nonce,
    idTokenExpected: true,
  });
  return { attempt, callback, tokens };
}

/** Calls /v2/logout and submits the self-submitting page the way a browser's script would. */
async function logout(browser: Browser, mock: RunningMock, params: Record<string, string>) {
  const url = new URL(`${mock.origin}/idp/v2/logout`);
  url.search = new URLSearchParams(params).toString();
  const page = await browser.request(url);
  const html = await page.text();
  const action = /<form[^>]*method="post" action="([^"]+)"/.exec(html)?.[1];
  if (page.status !== 200 || !action) return { status: page.status, html };
  const fields: Record<string, string> = {};
  for (const [, name = '', value = ''] of html.matchAll(
    /<input type="hidden" name="(\w+)" value="([^"]*)"/g,
  )) {
    fields[name] = value;
  }
  const { url: ended } = await browser.follow(new URL(action, mock.origin), form(fields));
  return { status: page.status, html, ended };
}

let mock: RunningMock;
let config: oidc.Configuration;
beforeAll(async () => {
  mock = await startMock({ redirectUris: [REDIRECT_URI], postLogoutRedirectUris: [RETURN_TO] });
  config = await discover(mock);
});
afterAll(() => mock.close());

describe('discovery', () => {
  it('publishes Auth0-shaped endpoints below /idp and the stand-in signing key', async () => {
    const issuer = `${mock.origin}/idp`;
    const meta = config.serverMetadata();
    expect(meta).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/oauth/token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      end_session_endpoint: `${issuer}/v2/logout`,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      revocation_endpoint: `${issuer}/oauth/revoke`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
    const jwks = await json<{ keys: { kid: string; d?: string }[] }>(
      await fetch(`${issuer}/.well-known/jwks.json`),
    );
    expect(jwks.keys.map((k) => k.kid)).toEqual([mock.ctx.signingKey.kid]);
    expect(jwks.keys[0]?.d).toBeUndefined();
  });
});

describe('login page', () => {
  it('shows a Danish form with labelled e-mail and password fields and one submit button', async () => {
    const { landed, page = '' } = await beginSignIn(config);
    expect(landed.pathname).toMatch(/^\/idp\/interaction\/[\w-]+$/);
    expect(page).toContain('<html lang="da">');
    expect(page).toContain('<title>Log ind – Fonden for Iværksætteri i Skolen</title>');
    expect(page).toMatch(
      /<label for="email">E-mail<\/label>\s*<input id="email" name="email" type="email" autocomplete="username"/,
    );
    expect(page).toMatch(
      /<label for="password">Adgangskode<\/label>\s*<input id="password" name="password" type="password"/,
    );
    expect(page.match(/<button/g)).toHaveLength(1);
    expect(page).toContain('<button type="submit">Log ind</button>');
    expect(page).toContain('admin@example.dk');
  });

  it('answers a wrong password and an unknown e-mail with the same Danish message, keeping the typed e-mail', async () => {
    const attempt = await beginSignIn(config);
    const wrongPassword = await submitLogin(attempt, TEACHER.email, 'forkert');
    const unknownEmail = await submitLogin(attempt, 'ingen@example.dk', 'forkert');
    expect(wrongPassword.response?.status).toBe(401);
    expect(unknownEmail.response?.status).toBe(401);
    const wrongPage = (await wrongPassword.response?.text()) ?? '';
    const unknownPage = (await unknownEmail.response?.text()) ?? '';
    expect(wrongPage).toContain('Forkert e-mail eller adgangskode.');
    expect(wrongPage).toContain(`value="${TEACHER.email}"`);
    expect(unknownPage.replace('ingen@example.dk', TEACHER.email)).toBe(wrongPage);
  });

  it('escapes what it echoes back into the page', async () => {
    const attempt = await beginSignIn(config);
    const { response } = await submitLogin(attempt, '"><script>alert(1)</script>', 'x');
    const page = (await response?.text()) ?? '';
    expect(page).not.toContain('<script>alert(1)</script>');
    expect(page).toContain('&quot;&gt;&lt;script&gt;');
  });
});

describe('sign-in and tokens', () => {
  it('signs a teacher in without a consent page and returns code and state to the redirect URI', async () => {
    const attempt = await beginSignIn(config);
    const { url } = await submitLogin(attempt, 'LAERER@example.dk', TEACHER.password);
    expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
    expect(url.searchParams.get('state')).toBe(attempt.state);
    expect(url.searchParams.get('code')).toBeTruthy();
  });

  it('lets two sign-ins started in two tabs of one browser both finish, in the order they started', async () => {
    const browser = new Browser();
    const first = await beginSignIn(config, browser);
    const second = await beginSignIn(config, browser);
    expect(first.page).toContain('Adgangskode');
    expect(second.page).toContain('Adgangskode');
    for (const attempt of [first, second]) {
      const { url } = await submitLogin(attempt, TEACHER.email, TEACHER.password);
      expect(`${url.origin}${url.pathname}`).toBe(REDIRECT_URI);
      expect(url.searchParams.get('state')).toBe(attempt.state);
      expect(url.searchParams.get('code')).toBeTruthy();
    }
  });

  it('issues an RS256 access token for the API with the person, e-mail and no permissions for a teacher', async () => {
    const { tokens } = await signIn(mock, config, TEACHER);
    const jwks = createRemoteJWKSet(new URL(`${mock.origin}/idp/.well-known/jwks.json`));
    const { payload, protectedHeader } = await jwtVerify<AccessTokenClaims>(tokens.access_token, jwks, {
      issuer: `${mock.origin}/idp`,
      audience: mock.config.audience,
    });
    expect(protectedHeader).toMatchObject({ alg: 'RS256', kid: mock.ctx.signingKey.kid });
    expect(payload).toMatchObject({ sub: 'user-2001', email: TEACHER.email, permissions: [], scope: SCOPE });
    expect(payload.exp - payload.iat).toBe(1800);
    expect(tokens.expires_in).toBe(1800);
    expect(tokens.refresh_token).toBeTruthy();
    expect(tokens.claims()).toMatchObject({
      sub: 'user-2001',
      email: TEACHER.email,
      name: 'Mette Lærkegaard',
    });
  });

  it("gives an administrator's access token the role:admin permission", async () => {
    const { tokens } = await signIn(mock, config, ADMIN);
    expect(decodeJwt(tokens.access_token)).toMatchObject({ email: ADMIN.email, permissions: ['role:admin'] });
  });

  it('answers /userinfo with the OIDC claims of the access token', async () => {
    const { tokens } = await signIn(mock, config, TEACHER);
    const claims = await oidc.fetchUserInfo(config, tokens.access_token, 'user-2001');
    expect(claims).toEqual({
      sub: 'user-2001',
      email: TEACHER.email,
      email_verified: true,
      name: 'Mette Lærkegaard',
      given_name: 'Mette',
      family_name: 'Lærkegaard',
    });
  });

  it('refreshes to a new access token and rotates the refresh token, refusing the used one', async () => {
    const { tokens } = await signIn(mock, config, TEACHER);
    // The site sends the scopes along, as the old client did (SPEC section 7).
    const refreshed = await oidc.refreshTokenGrant(config, tokens.refresh_token ?? '', { scope: SCOPE });
    expect(refreshed.access_token).not.toBe(tokens.access_token);
    expect(decodeJwt(refreshed.access_token)).toMatchObject({
      sub: 'user-2001',
      aud: mock.config.audience,
      email: TEACHER.email,
      permissions: [],
      scope: SCOPE,
    });
    expect(refreshed.refresh_token).toBeTruthy();
    expect(refreshed.refresh_token).not.toBe(tokens.refresh_token);
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('stops accepting a refresh token once it is revoked', async () => {
    const { tokens } = await signIn(mock, config, TEACHER);
    await oidc.tokenRevocation(config, tokens.refresh_token ?? '');
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });
});

describe('sessions and logout', () => {
  it('skips the login form while the IdP session lasts, and asks again after /v2/logout', async () => {
    const { attempt, tokens } = await signIn(mock, config, TEACHER);
    const again = await beginSignIn(config, attempt.browser);
    expect(again.landed.href.startsWith(REDIRECT_URI)).toBe(true);

    const { html, ended } = await logout(attempt.browser, mock, {
      client_id: mock.config.clientId,
      returnTo: RETURN_TO,
    });
    // No confirmation: the page submits itself (a browser without JavaScript gets one button instead).
    expect(html).toContain("document.getElementById('op.logoutForm').submit()");
    expect(html).toContain('name="logout" value="yes"');
    expect(ended?.href).toBe(RETURN_TO);

    const afterLogout = await beginSignIn(config, attempt.browser);
    expect(afterLogout.landed.pathname).toMatch(/^\/idp\/interaction\//);
    expect(afterLogout.page).toContain('<label for="password">Adgangskode</label>');
    await expect(oidc.refreshTokenGrant(config, tokens.refresh_token ?? '')).rejects.toMatchObject({
      error: 'invalid_grant',
    });
  });

  it('ends at returnTo even without an IdP session or a client_id', async () => {
    const { ended } = await logout(new Browser(), mock, { returnTo: RETURN_TO });
    expect(ended?.href).toBe(RETURN_TO);
  });

  it('shows a Danish logged-out page when no returnTo is given', async () => {
    const { ended } = await logout(new Browser(), mock, { client_id: mock.config.clientId });
    const page = await new Browser().request(ended ?? '');
    expect(await page.text()).toContain('Du er nu logget ud.');
  });

  it('refuses a returnTo that is not a registered post-logout URI', async () => {
    const { status, html } = await logout(new Browser(), mock, {
      client_id: mock.config.clientId,
      returnTo: 'http://evil.example/',
    });
    expect(status).toBe(400);
    expect(html).toContain('lang="da"');
  });
});

describe('errors', () => {
  it('refuses an authorization request without a PKCE code challenge', async () => {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: SCOPE,
      state: 'abc',
    });
    const { url: landed } = await new Browser().follow(url);
    expect(landed.searchParams.get('error')).toBe('invalid_request');
    expect(landed.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('refuses an unregistered redirect URI with a Danish error page instead of redirecting', async () => {
    const url = oidc.buildAuthorizationUrl(config, {
      redirect_uri: 'http://evil.example/auth',
      scope: SCOPE,
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    const response = await fetch(url, { redirect: 'manual' });
    expect(response.status).toBe(400);
    const html = await response.text();
    expect(html).toContain('lang="da"');
    expect(html).toContain('Adressen, der skulle sendes tilbage til, er ikke godkendt.');
  });

  it('answers /userinfo with 401 invalid_token for an expired token and for one signed by another key', async () => {
    const expired = await mintAccessToken(mock, { email: TEACHER.email, expiresIn: -60 });
    const { privateKey } = await generateKeyPair('RS256');
    const foreign = await new SignJWT({ email: TEACHER.email })
      .setProtectedHeader({ alg: 'RS256', kid: mock.ctx.signingKey.kid })
      .setIssuer(`${mock.origin}/idp`)
      .setAudience(mock.config.audience)
      .setSubject('user-2001')
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(privateKey);
    for (const token of [expired, foreign]) {
      const response = await fetch(`${mock.origin}/idp/userinfo`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toMatch(/^Bearer error="invalid_token"/);
    }
  });
});

describe('edge cases', () => {
  it('gives access tokens the lifetime set by accessTokenTtl', async () => {
    const short = await startMock({ accessTokenTtl: 2, redirectUris: [REDIRECT_URI] });
    try {
      const { tokens } = await signIn(short, await discover(short), TEACHER);
      const { exp = 0, iat = 0 } = decodeJwt(tokens.access_token);
      expect(exp - iat).toBe(2);
    } finally {
      await short.close();
    }
  });

  it('stops refreshing once refreshTokenTtl has passed since the login, rotation or not', async () => {
    const short = await startMock({ refreshTokenTtl: 2, redirectUris: [REDIRECT_URI] });
    try {
      const shortConfig = await discover(short);
      const { tokens } = await signIn(short, shortConfig, TEACHER);
      const rotated = await oidc.refreshTokenGrant(shortConfig, tokens.refresh_token ?? '');
      await new Promise((resolve) => setTimeout(resolve, 2_200));
      await expect(oidc.refreshTokenGrant(shortConfig, rotated.refresh_token ?? '')).rejects.toMatchObject({
        error: 'invalid_grant',
      });
    } finally {
      await short.close();
    }
  });

  it("accepts Auth0's audience parameter for the API and refuses an unknown one", async () => {
    const known = oidc.buildAuthorizationUrl(config, {
      redirect_uri: REDIRECT_URI,
      scope: SCOPE,
      audience: mock.config.audience,
      code_challenge: await oidc.calculatePKCECodeChallenge(oidc.randomPKCECodeVerifier()),
      code_challenge_method: 'S256',
    });
    expect((await new Browser().follow(known)).url.pathname).toMatch(/^\/idp\/interaction\//);
    known.searchParams.set('audience', 'https://other.example');
    expect((await new Browser().follow(known)).url.searchParams.get('error')).toBe('invalid_target');
  });
});
