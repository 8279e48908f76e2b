import { importJWK, SignJWT } from 'jose';
import type { RunningMock } from '../../prisma-free-mock/src/server';

export interface MintOptions {
  email: string;
  permissions?: string[];
  /** Seconds from now; negative for an expired token. */
  expiresIn?: number;
  audience?: string;
  issuer?: string;
  sub?: string;
}

/**
 * An access token signed with the stand-in IdP's own key, for product-API tests that need a particular
 * person, role or expiry without going through the browser flow (idp.test.ts covers that flow).
 */
export async function mintAccessToken(mock: RunningMock, options: MintOptions): Promise<string> {
  const { signingKey, config, origin, store } = mock.ctx;
  const person = store.state.seed.people.find((p) => p.email.toLowerCase() === options.email.toLowerCase());
  const key = await importJWK(signingKey.privateJwk, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    email: options.email,
    permissions: options.permissions ?? (person?.role === 'admin' ? ['role:admin'] : []),
    scope: 'openid profile email options',
  })
    .setProtectedHeader({ alg: 'RS256', kid: signingKey.kid, typ: 'at+jwt' })
    .setIssuer(options.issuer ?? `${origin}/idp`)
    .setAudience(options.audience ?? config.audience)
    .setSubject(options.sub ?? person?.userId ?? 'user-unknown')
    .setIssuedAt(now)
    .setExpirationTime(now + (options.expiresIn ?? 1800))
    .sign(key);
}
