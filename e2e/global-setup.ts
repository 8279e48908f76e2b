import { spawn, type ChildProcess } from 'node:child_process';
import pino from 'pino';
import type { MockConfig } from '../prisma-free-mock/src/config';
import { startMockServer, type RunningMock } from '../prisma-free-mock/src/server';
import { localEnv, localPublishHook, waitFor } from '../scripts/local-env.mjs';

/** The stand-in (4110) and the production build of the site (3100), for the journeys in e2e/. */
export const SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 3100);
export const MOCK_PORT = Number(process.env.E2E_MOCK_PORT ?? 4110);

export interface RunningStack {
  /** The in-process stand-in, for a spec that reads its world (e.g. which institutions it holds). */
  mock: RunningMock;
  stop(): Promise<void>;
}

/**
 * The stand-in and `next start` of the production build on the given ports, with extra env for the site. The
 * shared setup below starts one; a spec that needs the site configured otherwise starts its own on other ports.
 */
export async function startStack(options: {
  sitePort: number;
  mockPort: number;
  env?: Record<string, string>;
  /** The stand-in's own settings, e.g. `{ scale: 'foundation' }` for the foundation-sized world. */
  mockConfig?: Partial<MockConfig>;
}): Promise<RunningStack> {
  const env = localEnv({ port: options.sitePort, mockPort: options.mockPort });
  const mock: RunningMock = await startMockServer({
    config: {
      port: options.mockPort,
      host: '127.0.0.1',
      controlEnabled: true,
      redirectUris: env.AUTH_REDIRECT_URIS!.split(','),
      postLogoutRedirectUris: env.AUTH_POST_LOGOUT_REDIRECT_URIS!.split(','),
      logLevel: 'silent',
      publishHook: localPublishHook({ port: options.sitePort }),
      ...options.mockConfig,
    },
    log: pino({ level: 'silent' }),
  });
  const site: ChildProcess = spawn('node_modules/.bin/next', ['start', '--port', String(options.sitePort)], {
    env: {
      ...process.env,
      ...env,
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...options.env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitFor(`http://127.0.0.1:${options.sitePort}/login/`, 120_000);
  return {
    mock,
    async stop() {
      site.kill('SIGTERM');
      await mock.close();
    },
  };
}

let stack: RunningStack | undefined;

export async function setup() {
  stack = await startStack({ sitePort: SITE_PORT, mockPort: MOCK_PORT, env: { PAGE_CACHE_TTL_MS: '1000' } });
}

export async function teardown() {
  await stack?.stop();
}
