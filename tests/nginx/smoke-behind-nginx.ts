/**
 * A quick check of deploy/nginx.conf with nginx's default buffers (`npx tsx tests/nginx/smoke-behind-nginx.ts`, run in
 * a network namespace of its own, after `next build`): Redis, the stand-in with 25 s access tokens, two
 * instances of the site behind nginx on :8080. Signs a teacher in through nginx, then asks for a teacher screen
 * with an expired access token (a refresh during the request, the worst case of docs/deploy.md, Headers a
 * proxy can carry) on both instances, a public page with the session cookie twice (kept by nginx the second time)
 * and prints what nginx logged about headers.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { sealData, unsealData } from 'iron-session';
import pino from 'pino';
import { startMockServer } from '../../prisma-free-mock/src/server';
import { localEnv, waitFor } from '../../scripts/local-env.mjs';
import { passwordIdOf } from '../../src/server/auth/secrets';
import type { SessionData } from '../../src/server/auth/session';
import { SESSION_COOKIE, signInOverHttp } from '../support/http-sign-in';
import { freePort, startRedis } from '../support/redis-server';

const PUBLIC = 'http://localhost:8080';
const PREFIX = '/tmp/fonden-nginx';
const children: ChildProcess[] = [];

async function main() {
  const env = localEnv({ port: 8080, mockPort: 4010 });
  const redisPort = await freePort();
  children.push(await startRedis(redisPort));
  const mock = await startMockServer({
    config: {
      port: 4010,
      host: '127.0.0.1',
      controlEnabled: true,
      accessTokenTtl: 25,
      redirectUris: env.AUTH_REDIRECT_URIS!.split(','),
      postLogoutRedirectUris: env.AUTH_POST_LOGOUT_REDIRECT_URIS!.split(','),
      logLevel: 'silent',
    },
    log: pino({ level: 'silent' }),
  });
  for (const port of [3001, 3002]) {
    children.push(
      spawn('node_modules/.bin/next', ['start', '--port', String(port)], {
        env: {
          ...process.env,
          ...env,
          REDIS_URL: `redis://127.0.0.1:${redisPort}`,
          TRUST_PROXY_HOPS: '1',
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
        },
        stdio: ['ignore', 'inherit', 'inherit'],
      }),
    );
  }
  await Promise.all([3001, 3002].map((port) => waitFor(`http://127.0.0.1:${port}/api/health`, 120_000)));
  rmSync(PREFIX, { recursive: true, force: true });
  mkdirSync(PREFIX, { recursive: true });
  const nginx = spawn(
    '/usr/sbin/nginx',
    ['-p', PREFIX, '-c', resolve('deploy/nginx.conf'), '-g', 'daemon off;'],
    {
      stdio: 'inherit',
    },
  );
  children.push(nginx);
  await waitFor(`${PUBLIC}/api/health`, 10_000);

  const cookie = await signInOverHttp(PUBLIC, 'laerer@example.dk', 'Laerer123!');
  const secret = env.SESSION_SECRET!;
  const password = { [passwordIdOf(secret)]: secret };
  const data = await unsealData<SessionData>(decodeURIComponent(cookie), { password });
  const expired = encodeURIComponent(
    await sealData({ ...data, accessTokenExpiresAt: Math.floor(Date.now() / 1000) - 60 }, { password }),
  );
  for (let i = 0; i < 4; i++) {
    const answer = await fetch(`${PUBLIC}/min-profil/min-oversigt/`, {
      headers: { cookie: `${SESSION_COOKIE}=${i % 2 ? cookie : expired}` },
      redirect: 'manual',
    });
    const headerBytes = [...answer.headers].reduce((sum, [k, v]) => sum + k.length + v.length + 4, 0);
    console.log(
      `teacher screen (${i % 2 ? 'fresh token' : 'expired token'}): ${answer.status}, ` +
        `${answer.headers.getSetCookie().length} Set-Cookie, ${headerBytes} header bytes`,
    );
    await answer.arrayBuffer();
  }
  for (let i = 0; i < 3; i++) {
    const answer = await fetch(`${PUBLIC}/`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } });
    console.log(
      `front page with a session cookie: ${answer.status}, nginx cache ${answer.headers.get('x-cache-status')}`,
    );
    await answer.arrayBuffer();
  }
  const errors = readFileSync(`${PREFIX}/error.log`, 'utf8');
  console.log(
    `nginx error.log lines about "too big header": ${errors.split('\n').filter((l) => l.includes('too big header')).length}`,
  );
  await mock.close();
}

main()
  .catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  })
  .finally(() => {
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(), 1000).unref();
  });
