import { spawn, type ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { localEnv, waitFor } from '../../scripts/local-env.mjs';
import { SESSION_COOKIE, signInOverHttp } from '../support/http-sign-in';
import { PORTS } from './global-setup';

/**
 * The production server restarted with other settings (docs/deploy.md): a new session secret rolled out next to
 * the running instances, and settings it must refuse at boot. Each case is a real `next start` of the build.
 */
const PUBLIC = `http://localhost:${PORTS.a}`;
const ROTATED_PORT = 3812;
const started: ChildProcess[] = [];

afterAll(() => {
  for (const child of started) if (child.exitCode === null) child.kill('SIGTERM');
});

/** `next start` on `port` with the stand-in's settings changed by `env`; its exit code and output are kept. */
function nextStart(port: number, env: Record<string, string | undefined>) {
  let output = '';
  const child = spawn('node_modules/.bin/next', ['start', '--port', String(port)], {
    env: {
      ...process.env,
      ...localEnv({ port: PORTS.a, mockPort: PORTS.mock }),
      NODE_ENV: 'production',
      NEXT_TELEMETRY_DISABLED: '1',
      LOG_LEVEL: 'fatal',
      ...env,
    },
  });
  started.push(child);
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

const sessionOn = async (base: string, cookie: string) =>
  (
    (await (
      await fetch(`${base}/api/trpc/session.get`, { headers: { cookie: `${SESSION_COOKIE}=${cookie}` } })
    ).json()) as { result: { data: { loggedIn: boolean; email?: string } } }
  ).result.data;

describe('restarting the server with other settings', () => {
  it('keeps a cookie sealed under secret A a session on an instance restarted with SESSION_SECRET=B SESSION_SECRET_PREVIOUS=A', async () => {
    const secretA = inject('sessionSecret');
    const cookie = await signInOverHttp(PUBLIC, 'laerer@example.dk', 'Laerer123!');
    const rotated = nextStart(ROTATED_PORT, {
      SESSION_SECRET: 'rotated-B-8f2c6e1a9d4b7053ce81f2a6d9b4c7e0',
      SESSION_SECRET_PREVIOUS: secretA,
      // No Redis: the many-instances file stops the shared one, and this file may run after it.
      REDIS_URL: undefined,
    });
    await waitFor(`http://127.0.0.1:${ROTATED_PORT}/api/health`, 120_000);
    expect(await sessionOn(`http://127.0.0.1:${ROTATED_PORT}`, cookie)).toMatchObject({
      loggedIn: true,
      email: 'laerer@example.dk',
    });
    const programs = await fetch(`http://127.0.0.1:${ROTATED_PORT}/api/trpc/user.getPrograms`, {
      headers: { cookie: `${SESSION_COOKIE}=${cookie}` },
    });
    expect(programs.status).toBe(200);
    rotated.child.kill('SIGTERM');
    await rotated.exited;
  });

  it("refuses to start with .env.example's secret and real upstream URLs, naming SESSION_SECRET", async () => {
    const refused = nextStart(ROTATED_PORT + 1, {
      SESSION_SECRET: 'replace-with-at-least-32-random-characters',
      SITE_URL: 'https://www.fis-fonden.dk',
      AUTH_ISSUER: 'https://login.fis-fonden.dk/',
      PRODUCT_API_BASE_URL: 'https://api.fis-fonden.dk/product',
      CMS_BASE_URL: 'https://cms.fis-fonden.dk',
      IMAGE_CDN_URL: 'https://fis.imgix.net',
      SEARCH_HOST: undefined,
      AUTH_CLIENT_SECRET: 'Zt8kQ2wN5xR1vB7mC4pL9sD3',
    });
    expect(await refused.exited).toBe(1);
    expect(refused.output()).toMatch(/SESSION_SECRET is a known placeholder/);
    // Refused before it ever served a request.
    await expect(fetch(`http://127.0.0.1:${ROTATED_PORT + 1}/api/health`)).rejects.toThrow();
  });
});
