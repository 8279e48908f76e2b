import type { IncomingMessage, ServerResponse } from 'node:http';
import { importJWK, jwtVerify } from 'jose';
import type { MockContext } from '../context';
import { claimsOf, findPersonById } from './accounts';
import { IDP_BASE } from './provider';

function send(
  res: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'cache-control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

function refuse(res: ServerResponse, description: string): void {
  send(
    res,
    401,
    { error: 'invalid_token', error_description: description },
    {
      'www-authenticate': `Bearer error="invalid_token", error_description="${description}"`,
    },
  );
}

/**
 * Auth0-style /userinfo. oidc-provider's own endpoint refuses access tokens issued for the API, while Auth0 takes
 * them; the site only ever holds those, so this endpoint verifies the API token (signature, issuer, audience,
 * expiry) and answers with the person's OIDC claims.
 */
export async function createUserinfoHandler(ctx: MockContext) {
  const key = await importJWK(ctx.signingKey.publicJwk, 'RS256');
  const issuer = `${ctx.origin}${IDP_BASE}`;

  return async function handleUserinfo(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method !== 'GET' && req.method !== 'POST') {
      res.writeHead(405, { allow: 'GET, POST' });
      res.end();
      return;
    }
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const token = match?.[1];
    if (!token) {
      send(
        res,
        401,
        { error: 'invalid_request', error_description: 'no access token provided' },
        {
          'www-authenticate': 'Bearer realm="userinfo"',
        },
      );
      return;
    }
    let sub: string | undefined;
    try {
      const { payload } = await jwtVerify(token, key, {
        issuer,
        audience: ctx.config.audience,
        algorithms: ['RS256'],
        requiredClaims: ['sub', 'exp'],
      });
      sub = payload.sub;
    } catch {
      refuse(res, 'invalid or expired access token');
      return;
    }
    const person = sub ? findPersonById(ctx, sub) : undefined;
    if (!person) {
      refuse(res, 'unknown subject');
      return;
    }
    send(res, 200, claimsOf(person));
  };
}
