import type { JWK } from 'jose';
import pino from 'pino';
import type { TestProject } from 'vitest/node';
import { startMockServer, type RunningMock } from '../../prisma-free-mock/src/server';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The stand-in IdP's signing key, for tests that need a token for a person without an IdP account. */
    idpSigningKey: { privateJwk: JWK; kid: string; issuer: string; audience: string };
  }
}

/** One stand-in for the integration tests, where the site's env (vitest.config.ts) points: port 4210. */
let mock: RunningMock | undefined;

export async function setup(project: TestProject) {
  mock = await startMockServer({
    config: {
      port: 4210,
      host: '127.0.0.1',
      controlEnabled: true,
      redirectUris: ['http://localhost:3200/auth'],
      postLogoutRedirectUris: ['http://localhost:3200/'],
      logLevel: 'silent',
    },
    log: pino({ level: 'silent' }),
  });
  const { signingKey, origin, config } = mock.ctx;
  project.provide('idpSigningKey', {
    privateJwk: signingKey.privateJwk,
    kid: signingKey.kid,
    issuer: `${origin}/idp`,
    audience: config.audience,
  });
}

export async function teardown() {
  await mock?.close();
}
