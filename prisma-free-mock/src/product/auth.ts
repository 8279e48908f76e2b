import { timingSafeEqual } from 'node:crypto';
import { createMiddleware } from 'hono/factory';
import { createLocalJWKSet, errors as joseErrors, jwtVerify } from 'jose';
import type { MockContext } from '../context';
import { ApiError, errorResponse } from './errors';

/** Who is calling, read from the verified access token. */
export interface Caller {
  /** The token's `email` claim; null when the token carries none (then `sub` identifies the person). */
  email: string | null;
  /** The token's `sub`, the person's userId at the identity provider. */
  sub: string;
  permissions: string[];
  isAdmin: boolean;
}

export interface ProductEnv {
  Variables: { caller: Caller };
}

export const ADMIN_PERMISSION = 'role:admin';

const KEY_MESSAGE = 'Access denied due to missing or invalid subscription key.';

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

const unauthorized = (message: string) => new ApiError(401, message, 'unauthorized');

/**
 * The API gateway's two checks, in its order: the subscription key, then the bearer JWT (RS256, issuer
 * `{origin}/idp`, audience, expiry).
 *
 * A real upstream fetches the identity provider's JWKS from `{origin}/idp/.well-known/jwks.json`. The stand-in
 * builds the same key set locally from the key the IdP signs with (`ctx.signingKey.publicJwk`, which is exactly
 * what that endpoint publishes): same verification, without a request to itself per call and without
 * depending on the IdP being up.
 */
export function authenticate(ctx: MockContext) {
  const jwks = createLocalJWKSet({ keys: [ctx.signingKey.publicJwk] });
  const issuer = `${ctx.origin}/idp`;

  return createMiddleware<ProductEnv>(async (c, next) => {
    const key = c.req.header('Ocp-Apim-Subscription-Key');
    if (!key || !sameSecret(key, ctx.config.subscriptionKey)) {
      return c.json({ statusCode: 401, message: KEY_MESSAGE }, 401);
    }
    const header = c.req.header('Authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    if (!match?.[1]) {
      c.header('WWW-Authenticate', 'Bearer');
      return errorResponse(c, unauthorized('Missing bearer token in the Authorization header.'));
    }
    try {
      const { payload } = await jwtVerify(match[1], jwks, {
        issuer,
        audience: ctx.config.audience,
        algorithms: ['RS256'],
      });
      const permissions = Array.isArray(payload.permissions)
        ? payload.permissions.filter((p): p is string => typeof p === 'string')
        : [];
      const email = typeof payload.email === 'string' && payload.email.trim() ? payload.email.trim() : null;
      if (!email && !payload.sub)
        throw unauthorized('The access token names no person (no email or sub claim).');
      c.set('caller', {
        email,
        sub: payload.sub ?? '',
        permissions,
        isAdmin: permissions.includes(ADMIN_PERMISSION),
      });
    } catch (error) {
      c.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      if (error instanceof ApiError) return errorResponse(c, error);
      if (error instanceof joseErrors.JWTExpired)
        return errorResponse(c, unauthorized('The access token has expired.'));
      const detail = error instanceof joseErrors.JOSEError ? ` (${error.code})` : '';
      return errorResponse(c, unauthorized(`The access token is not valid${detail}.`));
    }
    await next();
  });
}

/** Admin calls: a teacher's valid token is refused with 403, not 401 (the person is known, the role is wrong). */
export const requireAdmin = createMiddleware<ProductEnv>(async (c, next) => {
  if (!c.get('caller').isAdmin) {
    return errorResponse(
      c,
      new ApiError(403, `This call needs the '${ADMIN_PERMISSION}' permission.`, 'admin-only'),
    );
  }
  await next();
});
