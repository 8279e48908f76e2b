import pino from 'pino';
import { startMockServer, type RunningMock } from '../../prisma-free-mock/src/server';

/** One stand-in for the integration tests, where the site's env (vitest.config.ts) points: port 4210. */
let mock: RunningMock | undefined;

export async function setup() {
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
}

export async function teardown() {
  await mock?.close();
}
