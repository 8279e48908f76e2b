import { spawn, type ChildProcess } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import pino from 'pino';
import { startMockServer, type RunningMock } from '../../prisma-free-mock/src/server';
import { localEnv, localPublishHook, waitFor } from '../../scripts/local-env.mjs';
import { startNginx, type RunningNginx } from '../support/nginx';
import { freePort, startRedis } from '../support/redis-server';

/**
 * Real processes for the many-instances test (docs/decisions/0033): Debian's redis-server on a
 * free port, the stand-in with short access tokens, and two production instances of the site (`next start`
 * on the build `npm test` made) sharing Redis and one SESSION_SECRET. Both instances answer to one public
 * address (SITE_URL = A's), as they would behind a load balancer. Debian's nginx with deploy/nginx.conf (its
 * default buffers) stands in front of both on a free port (tests/multi/behind-nginx.ts).
 */
export const PORTS = { a: 3810, b: 3811, mock: 4810 } as const;
/**
 * What the load balancer adds to every request it passes on: the public host. Without it an instance sends a
 * page asked for by its own address to the public one (docs/decisions/0034).
 */
export const BALANCED = { 'x-forwarded-host': `localhost:${PORTS.a}` } as const;
let redis: ChildProcess | undefined;
let mock: RunningMock | undefined;
const sites: ChildProcess[] = [];
let nginx: RunningNginx | undefined;

export async function setup(project: TestProject) {
  const redisPort = await freePort();
  redis = await startRedis(redisPort);
  const env = localEnv({ port: PORTS.a, mockPort: PORTS.mock });
  mock = await startMockServer({
    config: {
      port: PORTS.mock,
      host: '127.0.0.1',
      controlEnabled: true,
      accessTokenTtl: 60,
      redirectUris: env.AUTH_REDIRECT_URIS!.split(','),
      postLogoutRedirectUris: env.AUTH_POST_LOGOUT_REDIRECT_URIS!.split(','),
      logLevel: 'silent',
      // The CMS calls the site's one public address (A's); A tells B over Redis.
      publishHook: localPublishHook({ port: PORTS.a }),
    },
    log: pino({ level: 'silent' }),
  });
  const redisUrl = `redis://127.0.0.1:${redisPort}`;
  for (const port of [PORTS.a, PORTS.b]) {
    sites.push(
      spawn('node_modules/.bin/next', ['start', '--port', String(port)], {
        env: {
          ...process.env,
          ...env,
          REDIS_URL: redisUrl,
          NODE_ENV: 'production',
          NEXT_TELEMETRY_DISABLED: '1',
          LOG_LEVEL: process.env.MULTI_LOG_LEVEL ?? 'fatal',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    );
  }
  await Promise.all(
    [PORTS.a, PORTS.b].map((port) => waitFor(`http://127.0.0.1:${port}/api/health`, 120_000)),
  );
  nginx = await startNginx(await freePort(), [PORTS.a, PORTS.b]);
  project.provide('nginxUrl', nginx.url);
  project.provide('nginxPrefix', nginx.prefix);
  project.provide('redisPort', redisPort);
  project.provide('sessionSecret', env.SESSION_SECRET ?? '');
  project.provide('clientSecret', env.AUTH_CLIENT_SECRET ?? '');
  project.provide(
    'sitePids',
    sites.map((site) => site.pid ?? 0),
  );
}

export async function teardown() {
  await nginx?.stop();
  for (const site of sites) site.kill('SIGTERM');
  await mock?.close();
  redis?.kill('SIGTERM');
}

declare module 'vitest' {
  export interface ProvidedContext {
    redisPort: number;
    /** nginx in front of A and B, and its prefix (logs, cache). */
    nginxUrl: string;
    nginxPrefix: string;
    sessionSecret: string;
    clientSecret: string;
    /** The process ids of instance A and B (`next start`). */
    sitePids: number[];
  }
}
