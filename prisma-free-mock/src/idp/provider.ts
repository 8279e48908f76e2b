import Provider, { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { MockContext } from '../context';
import { claimsOf, findPersonById, permissionsOf } from './accounts';
import { createMemoryAdapter } from './adapter';
import { logoutPage, messagePage, providerErrorPage } from './pages';

/** Where the identity provider lives on the stand-in's origin; the issuer is `${origin}${IDP_BASE}`. */
export const IDP_BASE = '/idp';

/**
 * The access token's scope, as Auth0 writes it. The whole set belongs to the API (resource server): `options` must
 * be a resource-server scope or oidc-provider asks for consent (docs/architecture.md, Library facts worth
 * knowing), and listing the OIDC scopes too makes the token's `scope` claim read like Auth0's ("openid
 * profile email options").
 */
const API_SCOPE = 'openid profile email options';

// Signs the provider's cookies. The stand-in holds no secrets worth protecting, so a fixed key is enough.
const COOKIE_KEYS = ['prisma-free-mock-idp-cookie-key-for-local-development'];

/** The provider's configuration; every value that depends on the environment comes from `ctx.config`. */
function configuration(ctx: MockContext): Configuration {
  const { config } = ctx;

  const resourceOf = (oidc: KoaContextWithOIDC['oidc']): string => {
    // Auth0 names the API with `audience`; the standard `resource` parameter is handled by oidc-provider itself.
    const audience = oidc.params?.audience;
    return typeof audience === 'string' && audience !== '' ? audience : config.audience;
  };

  return {
    adapter: createMemoryAdapter(),
    clients: [
      {
        client_id: config.clientId,
        client_secret: config.clientSecret,
        redirect_uris: config.redirectUris,
        post_logout_redirect_uris: config.postLogoutRedirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        // client_secret_post is accepted as well: oidc-provider treats the two secret methods as one.
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // The two secret methods Auth0 offers a regular web application; discovery lists only these.
    clientAuthMethods: ['client_secret_basic', 'client_secret_post'],
    responseTypes: ['code'],
    pkce: { required: () => true },
    scopes: ['openid', 'profile', 'email'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name'],
      email: ['email', 'email_verified'],
    },
    // Auth0 puts the profile claims in the ID token even when an access token for /userinfo is issued too.
    conformIdTokenClaims: false,
    extraParams: ['audience'],
    routes: {
      authorization: '/authorize',
      token: '/oauth/token',
      userinfo: '/userinfo',
      end_session: '/v2/logout',
      jwks: '/.well-known/jwks.json',
      revocation: '/oauth/revoke',
    },
    jwks: { keys: [ctx.signingKey.privateJwk] },
    cookies: {
      keys: COOKIE_KEYS,
      // Cookies ignore ports: keep the provider's cookies off the site's paths on the same host name.
      long: { httpOnly: true, sameSite: 'lax', path: IDP_BASE },
      // No path here: oidc-provider then scopes each interaction's cookies to that interaction's own URLs (below
      // /idp), so two sign-ins in two tabs do not overwrite each other's, as with Auth0.
      short: { httpOnly: true, sameSite: 'lax' },
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A client may revoke only its own tokens (there is one client, so this is about foreign or forged ones).
        allowedPolicy: (_koa, client, token) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (koa, form) => {
          koa.type = 'html';
          koa.body = logoutPage(form);
        },
        postLogoutSuccessSource: (koa) => {
          koa.type = 'html';
          koa.body = messagePage('Du er logget ud', 'Du er nu logget ud. Du kan lukke vinduet.');
        },
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: (koa, _client, oneOf) => oneOf ?? resourceOf(koa.oidc),
        // The code and refresh token name one API; give its access token without a `resource` parameter.
        useGrantedResource: () => true,
        getResourceServerInfo: (_koa, resource) => {
          if (resource !== config.audience) throw new errors.InvalidTarget(`unknown audience ${resource}`);
          return {
            scope: API_SCOPE,
            audience: config.audience,
            accessTokenTTL: config.accessTokenTtl,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256', kid: ctx.signingKey.kid } },
          };
        },
      },
      // Not parts of Auth0's plain setup; off so the discovery document offers only what the site uses.
      pushedAuthorizationRequests: { enabled: false },
      dPoP: { enabled: false },
    },
    extraTokenClaims: (_koa, token) => {
      // Client-credentials tokens have no person; this client cannot get them, but the type allows them.
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const person = accountId ? findPersonById(ctx, accountId) : undefined;
      return person ? { email: person.email, permissions: permissionsOf(person) } : undefined;
    },
    findAccount: (_koa, sub) => {
      const person = findPersonById(ctx, sub);
      if (!person) return undefined;
      return { accountId: person.userId, claims: () => claimsOf(person) };
    },
    issueRefreshToken: (_koa, client) => client.clientId === config.clientId,
    // Rotate on every use, like Auth0 with rotation on. A used refresh token presented again revokes the grant.
    rotateRefreshToken: true,
    ttl: {
      AccessToken: (_koa, token) => token.resourceServer?.accessTokenTTL ?? config.accessTokenTtl,
      AuthorizationCode: 60,
      IdToken: 3600,
      Interaction: 3600,
      // A rotated token keeps its predecessor's end, so no refresh outlives the lifetime counted from the login.
      RefreshToken: (koa) => koa.oidc.entities.RotatedRefreshToken?.remainingTTL ?? config.refreshTokenTtl,
      Grant: config.refreshTokenTtl,
      Session: config.refreshTokenTtl,
    },
    interactions: {
      url: (_koa, interaction) => `${IDP_BASE}/interaction/${interaction.uid}`,
    },
    // The site's client is first party: grant whatever it asks for, so no consent screen ever appears.
    loadExistingGrant: async (koa) => {
      const { oidc } = koa;
      const { client, account } = oidc;
      if (!client || !account) return undefined;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session?.grantIdFor(client.clientId);
      const found = grantId ? await oidc.provider.Grant.find(grantId) : undefined;
      const grant =
        found?.accountId === account.accountId
          ? found
          : new oidc.provider.Grant({ clientId: client.clientId, accountId: account.accountId });
      grant.addOIDCScope(oidc.requestParamOIDCScopes);
      grant.addOIDCClaims(oidc.requestParamClaims);
      for (const [resource, server] of Object.entries(oidc.resourceServers ?? {})) {
        grant.addResourceScope(
          resource,
          [...oidc.requestParamScopes].filter((scope) => server.scopes.has(scope)),
        );
      }
      await grant.save();
      return grant;
    },
    // The site calls the token endpoint from its server, never from a browser.
    clientBasedCORS: () => false,
    renderError: (koa, out) => {
      koa.type = 'html';
      koa.body = providerErrorPage(out.error, out.error_description);
    },
  };
}

export function createProvider(ctx: MockContext): Provider {
  const provider = new Provider(`${ctx.origin}${IDP_BASE}`, configuration(ctx));
  const { log } = ctx;
  // Only names and descriptions: errors never carry tokens, codes or passwords.
  provider.on('server_error', (_koa: unknown, error: Error) => log.error({ err: error }, 'idp server error'));
  const refused = (event: string) => (_koa: unknown, error: errors.OIDCProviderError) =>
    log.warn({ event, error: error.error, detail: error.error_description }, 'idp request refused');
  provider.on('authorization.error', refused('authorization.error'));
  provider.on('grant.error', refused('grant.error'));
  provider.on('end_session.error', refused('end_session.error'));
  provider.on('revocation.error', refused('revocation.error'));
  return provider;
}
