import { spawn, type ChildProcess } from 'node:child_process';
import pino from 'pino';
import { startMockServer, type RunningMock } from '../prisma-free-mock/src/server';
import { localEnv, waitFor } from '../scripts/local-env.mjs';

/** The stand-in (4110) and the production build of the site (3100), for the journeys in e2e/. */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4110);

let mock: RunningMock | undefined;
let site: ChildProcess | undefined;

export async function setup() {
  const env = localEnv({ port: SITE_PORT, mockPort: MOCK_PORT });
  mock = await startMockServer({
    config: {
      port: MOCK_PORT,
      host: '127.0.0.1',
      controlEnabled: true,
      redirectUris: env.AUTH_REDIRECT_URIS!.split(','),
      postLogoutRedirectUris: env.AUTH_POST_LOGOUT_REDIRECT_URIS!.split(','),
      logLevel: 'silent',
    },
    log: pino({ level: 'silent' }),
  });
  site = spawn('node_modules/.bin/next', ['start', '--port', String(SITE_PORT)], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      PAGE_CACHE_TTL_MS: '1000',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${SITE_PORT}/login/`, 120_000);
}

export async function teardown() {
  site?.kill('SIGTERM');
  await mock?.close();
}
