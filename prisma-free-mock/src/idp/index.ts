import type { IncomingMessage, ServerResponse } from 'node:http';
import type { MockContext } from '../context';
import { createInteractionHandler } from './interaction';
import { createProvider, IDP_BASE } from './provider';
import { createUserinfoHandler } from './userinfo';

export interface Idp {
  /** Handles every request below /idp. */
  handle(req: IncomingMessage, res: ServerResponse): Promise<void>;
}

/** Express's name for the unmounted URL; oidc-provider reads it to find its mount path (see `urlFor`). */
type MountedRequest = IncomingMessage & { originalUrl?: string };

/**
 * Auth0's /v2/logout takes `returnTo`; oidc-provider's end-session endpoint only knows `post_logout_redirect_uri`,
 * and drops it unless a client is named. Auth0 checks a `returnTo` without `client_id` against the tenant's list;
 * the stand-in has one client, so that client is assumed.
 */
function mapAuth0Logout(url: URL, clientId: string): URL {
  const mapped = new URL(url);
  const returnTo = mapped.searchParams.get('returnTo');
  if (returnTo === null) return mapped;
  mapped.searchParams.delete('returnTo');
  if (!mapped.searchParams.has('post_logout_redirect_uri'))
    mapped.searchParams.set('post_logout_redirect_uri', returnTo);
  if (!mapped.searchParams.has('client_id') && !mapped.searchParams.has('id_token_hint')) {
    mapped.searchParams.set('client_id', clientId);
  }
  return mapped;
}

/**
 * The stand-in identity provider: oidc-provider mounted below /idp with Auth0's routes, plus what oidc-provider
 * does not do the Auth0 way: the Danish login page, /userinfo for API access tokens, and `returnTo` on logout.
 */
export async function createIdp(ctx: MockContext): Promise<Idp> {
  const provider = createProvider(ctx);
  const callback = provider.callback();
  const handleInteraction = createInteractionHandler(ctx, provider);
  const handleUserinfo = await createUserinfoHandler(ctx);

  return {
    async handle(req, res) {
      const url = new URL(req.url ?? '/', ctx.origin);
      const path = url.pathname.slice(IDP_BASE.length) || '/';

      if (path === '/userinfo') return handleUserinfo(req, res);
      const interaction = /^\/interaction\/([\w-]+)$/.exec(path);
      if (interaction?.[1]) return handleInteraction(req, res, interaction[1]);

      const forwarded = path === '/v2/logout' ? mapAuth0Logout(url, ctx.config.clientId) : url;
      // Mount the provider like Express would: it sees the path below /idp and finds /idp in originalUrl, so the
      // URLs it writes (discovery, redirects, form actions) carry the prefix.
      const mounted: MountedRequest = req;
      mounted.originalUrl = `${IDP_BASE}${path}${forwarded.search}`;
      mounted.url = `${path}${forwarded.search}`;
      await callback(req, res);
    },
  };
}
