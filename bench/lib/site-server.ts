import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import pino from 'pino';
import type { MockConfig } from '../../prisma-free-mock/src/config';
import { startMockServer, type RunningMock } from '../../prisma-free-mock/src/server';
import { localEnv, waitFor } from '../../scripts/local-env.mjs';

export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** Builds a Next app (the site, or another dir) when it has no production build yet. */
export function ensureBuild(dir = '.', distDir = '.next') {
  if (existsSync(`${dir}/${distDir}/BUILD_ID`)) return;
  console.error(`# building ${dir} (no production build yet)`);
  const result = spawnSync('node_modules/.bin/next', ['build', ...(dir === '.' ? [] : [dir])], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' },
  });
  if (result.status !== 0) throw new Error(`next build ${dir} failed`);
}

export interface RunningSite {
  url: string;
  mock: RunningMock | null;
  /** The `next start` process, for benchmarks that read its memory. */
  pid: number | undefined;
  stop(): Promise<void>;
}

/** `next start` for the site (with an in-process stand-in) or for another app dir, on the given ports. */
export async function startSite(options: {
  port: number;
  mockPort?: number;
  dir?: string;
  env?: Record<string, string>;
  mockConfig?: Partial<MockConfig>;
}): Promise<RunningSite> {
  const dir = options.dir ?? '.';
  let mock: RunningMock | null = null;
  // Another app (the bare reference) gets a valid site environment too: Turbopack can build the site's
  // start-up hook (src/instrumentation.ts, which checks the environment once) into it, and without one it
  // refuses to start. The hook runs once at start, so the reference's requests cost the same.
  let env: Record<string, string> = localEnv({ port: options.port, mockPort: options.port + 1000 });
  if (options.mockPort) {
    env = localEnv({ port: options.port, mockPort: options.mockPort });
    mock = await startMockServer({
      config: {
        port: options.mockPort,
        host: '127.0.0.1',
        controlEnabled: true,
        redirectUris: env.AUTH_REDIRECT_URIS!.split(','),
        postLogoutRedirectUris: env.AUTH_POST_LOGOUT_REDIRECT_URIS!.split(','),
        logLevel: 'silent',
        ...options.mockConfig,
      },
      log: pino({ level: 'silent' }),
    });
  }
  const child: ChildProcess = spawn(
    'node_modules/.bin/next',
    ['start', ...(dir === '.' ? [] : [dir]), '--port', String(options.port)],
    {
      env: {
        ...process.env,
        ...env,
        ...options.env,
        NODE_ENV: 'production',
        NEXT_TELEMETRY_DISABLED: '1',
        LOG_LEVEL: 'error',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const url = `http://localhost:${options.port}`;
  await waitFor(`${url}/`, 120_000);
  return {
    url,
    mock,
    pid: child.pid,
    async stop() {
      child.kill('SIGTERM');
      await mock?.close();
    },
  };
}
