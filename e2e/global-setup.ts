import { spawn, type ChildProcess } from 'node:child_process';
import pino from 'pino';
import { chromium, type BrowserServer } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import type { MockConfig } from '../prisma-free-mock/src/config';
import { startMockServer, type RunningMock } from '../prisma-free-mock/src/server';
import { E2E_WORKERS, stackPorts } from '../scripts/e2e-ports.mjs';
import { localEnv, localPublishHook, waitFor } from '../scripts/local-env.mjs';

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

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's one Chromium (e2e/fixtures.ts connects each spec file to it). */
    browserEndpoint: string;
  }
}

/** Debian's Chromium, headless, as every spec uses it. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

let stacks: RunningStack[] = [];
let browser: BrowserServer | undefined;

/**
 * One Chromium for the whole run and one stack per worker (docs/decisions/0040, scripts/e2e-ports.mjs): each spec file
 * connects to the browser and makes its own contexts, so no file pays for a browser or a server of its own.
 */
export async function setup(project: TestProject) {
  const workers = Array.from({ length: E2E_WORKERS }, (_, i) => stackPorts(i + 1));
  [stacks, browser] = await Promise.all([
    Promise.all(workers.map((ports) => startStack({ ...ports, env: { PAGE_CACHE_TTL_MS: '1000' } }))),
    chromium.launchServer({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    }),
  ]);
  project.provide('browserEndpoint', browser.wsEndpoint());
}

export async function teardown() {
  await Promise.all([...stacks.map((stack) => stack.stop()), browser?.close()]);
}
