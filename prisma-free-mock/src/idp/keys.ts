import { exportJWK, generateKeyPair, type JWK } from 'jose';

/** The identity provider's RS256 signing key, made once per stand-in start (not per reset). */
export interface SigningKey {
  kid: string;
  privateJwk: JWK;
  publicJwk: JWK;
}

export async function createSigningKey(): Promise<SigningKey> {
  const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
  const kid = `fis-${Date.now().toString(36)}`;
  const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256', use: 'sig' };
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
  return { kid, privateJwk, publicJwk };
}

/**
 * The claims of an access token the identity provider issues for the product API:
 * iss `{origin}/idp`, aud = config.audience, sub = the person's userId, email, permissions
 * (['role:admin'] for administrators, [] for teachers), scope, iat, exp (RS256, header kid).
 */
export interface AccessTokenClaims {
  iss: string;
  aud: string | string[];
  sub: string;
  email: string;
  permissions: string[];
  scope: string;
  iat: number;
  exp: number;
}
