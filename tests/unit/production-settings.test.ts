import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { localEnv } from '../../scripts/local-env.mjs';
import {
  productionProblems,
  realUpstreamsConfigured,
  sessionSecretProblem,
  STAND_IN_MARKER,
  STAND_IN_SESSION_SECRET,
} from '@/server/production-settings';
import { readFileSync } from 'node:fs';
import { REAL_UPSTREAMS_ENV } from '../support/production-env';

/** A production deployment with real upstreams and sound settings. */
const SOUND = REAL_UPSTREAMS_ENV;
const ENV_EXAMPLE_SECRET = 'replace-with-at-least-32-random-characters';

/** `node script` in the repository with exactly `env` (plus PATH): its exit code and what it printed. */
function run(script: string, env: Record<string, string | undefined>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [script], {
      env: { PATH: process.env.PATH, ...env } as unknown as NodeJS.ProcessEnv,
      timeout: 60_000,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('unsafe production settings', () => {
  it('are only judged under NODE_ENV=production with real upstreams', () => {
    const exampleSecret = { ...SOUND, SESSION_SECRET: ENV_EXAMPLE_SECRET };
    expect(productionProblems({ ...exampleSecret, NODE_ENV: 'production' })).not.toEqual([]);
    expect(productionProblems({ ...exampleSecret, NODE_ENV: 'development' })).toEqual([]);
    // The stand-in's set-up under production, as the end-to-end and many-instances tests run `next start`.
    const standIn = { ...localEnv({ port: 3100, mockPort: 4110 }), NODE_ENV: 'production' };
    expect(realUpstreamsConfigured(standIn)).toBe(false);
    expect(productionProblems(standIn)).toEqual([]);
    expect(productionProblems({ ...SOUND, NODE_ENV: 'production' })).toEqual([]);
  });

  it('apply with every upstream on loopback (a sidecar, an egress proxy): only the stand-in marker skips them', () => {
    const onLoopback = {
      ...SOUND,
      AUTH_ISSUER: 'http://127.0.0.1:8443/idp',
      PRODUCT_API_BASE_URL: 'http://localhost:8080/product',
      CMS_BASE_URL: 'http://[::1]:8081/cms',
      IMAGE_CDN_URL: 'http://127.0.0.1:8082/cdn',
      SESSION_SECRET: ENV_EXAMPLE_SECRET,
      NODE_ENV: 'production',
    };
    expect(realUpstreamsConfigured(onLoopback)).toBe(false);
    expect(productionProblems(onLoopback).join('\n')).toMatch(/SESSION_SECRET is a known placeholder/);
    // The marker with an upstream elsewhere is refused, not believed.
    const marked = { ...SOUND, NODE_ENV: 'production', [STAND_IN_MARKER.name]: STAND_IN_MARKER.value };
    expect(productionProblems(marked).join('\n')).toMatch(/EMBEDDED_STAND_IN is set/);
    // The stand-in's set-up without its marker is judged like any other.
    const { [STAND_IN_MARKER.name]: _marker, ...unmarked } = localEnv({ port: 3100, mockPort: 4110 });
    expect(productionProblems({ ...unmarked, NODE_ENV: 'production' }).join('\n')).toMatch(/SESSION_SECRET/);
  });

  it(".env.example's REVALIDATE_SECRET and READINESS_TOKEN, and the stand-in's, are refused", () => {
    const example = readFileSync('.env.example', 'utf8');
    const exampleValue = (name: string) => new RegExp(`^#?\\s*${name}=(\\S+)`, 'm').exec(example)?.[1];
    const revalidate = exampleValue('REVALIDATE_SECRET');
    const readiness = exampleValue('READINESS_TOKEN');
    expect(revalidate && readiness).toBeTruthy();
    const problems = productionProblems({
      ...SOUND,
      NODE_ENV: 'production',
      REVALIDATE_SECRET: revalidate,
      READINESS_TOKEN: readiness,
    }).join('\n');
    expect(problems).toMatch(/REVALIDATE_SECRET is a known placeholder/);
    expect(problems).toMatch(/READINESS_TOKEN is a known placeholder/);
    const standIn = localEnv().REVALIDATE_SECRET;
    expect(
      productionProblems({ ...SOUND, NODE_ENV: 'production', REVALIDATE_SECRET: standIn }).join('\n'),
    ).toMatch(/REVALIDATE_SECRET is a known placeholder/);
    expect(
      productionProblems({ ...SOUND, NODE_ENV: 'production', READINESS_TOKEN: 'aaaaaaaaaaaaaaaaaaaa' }).join(
        '\n',
      ),
    ).toMatch(/READINESS_TOKEN is low-entropy/);
    expect(
      productionProblems({
        ...SOUND,
        NODE_ENV: 'production',
        REVALIDATE_SECRET: 'Hq3vT8wZ1kN6yB0xR5mD9pL2sJ7fC4gA',
        READINESS_TOKEN: 'u7Kd2QmX9rT4wB1z',
      }),
    ).toEqual([]);
  });

  it('judge a session secret: placeholders, length, plain low entropy', () => {
    expect(sessionSecretProblem(ENV_EXAMPLE_SECRET)).toMatch(/placeholder/);
    expect(sessionSecretProblem(STAND_IN_SESSION_SECRET)).toMatch(/placeholder/);
    expect(sessionSecretProblem('Zt8kQ2wN5xR1vB7m')).toMatch(/shorter than 32/);
    expect(sessionSecretProblem('ab'.repeat(20))).toMatch(/low-entropy/);
    expect(sessionSecretProblem('0123456789'.repeat(4))).toMatch(/low-entropy/);
    expect(sessionSecretProblem(SOUND.SESSION_SECRET!)).toBeNull();
    expect(sessionSecretProblem('3f9a1c7e5b2d8064af1e9c3b7d5a2f80')).toBeNull();
  });
});

describe('npm start refuses to start with an unsafe production setting', () => {
  const cases: [string, Record<string, string | undefined>, RegExp][] = [
    [
      ".env.example's session secret",
      { SESSION_SECRET: ENV_EXAMPLE_SECRET },
      /SESSION_SECRET is a known placeholder/,
    ],
    [
      "the stand-in's session secret",
      { SESSION_SECRET: STAND_IN_SESSION_SECRET },
      /SESSION_SECRET is a known/,
    ],
    ['a short session secret', { SESSION_SECRET: 'Zt8kQ2wN5xR1vB7m' }, /SESSION_SECRET is shorter than 32/],
    ['a low-entropy session secret', { SESSION_SECRET: 'ab'.repeat(20) }, /SESSION_SECRET is low-entropy/],
    [
      'a placeholder client secret',
      { AUTH_CLIENT_SECRET: 'local-client-secret-change-me' },
      /AUTH_CLIENT_SECRET/,
    ],
    ['an http SITE_URL', { SITE_URL: 'http://www.fis-fonden.dk' }, /SITE_URL is not https/],
    ['MOCK_CONTROL set', { MOCK_CONTROL: 'on' }, /MOCK_CONTROL is set/],
    [
      'a partial upstream configuration',
      { PRODUCT_API_BASE_URL: undefined },
      /partial: PRODUCT_API_BASE_URL/,
    ],
  ];

  it(
    'names the problem and exits before anything starts, for each bad setting',
    { timeout: 90_000 },
    async () => {
      const results = await Promise.all(
        cases.map(([, change]) => run('scripts/start.mjs', { ...SOUND, ...change })),
      );
      results.forEach(({ code, output }, index) => {
        const [name, , message] = cases[index]!;
        expect(code, name).toBe(1);
        expect(output, name).toMatch(message);
        expect(output, name).not.toMatch(/starting the stand-in|next build|The site is running/);
      });
    },
  );

  it('names every problem in one message', { timeout: 60_000 }, async () => {
    const { code, output } = await run('scripts/start.mjs', {
      ...SOUND,
      SESSION_SECRET: ENV_EXAMPLE_SECRET,
      AUTH_CLIENT_SECRET: 'local-client-secret-change-me',
      SITE_URL: 'http://www.fis-fonden.dk',
      MOCK_CONTROL: 'off',
      SEARCH_API_KEY: undefined,
    });
    expect(code).toBe(1);
    for (const name of ['SESSION_SECRET', 'AUTH_CLIENT_SECRET', 'SITE_URL', 'MOCK_CONTROL', 'SEARCH_API_KEY'])
      expect(output).toContain(name);
    expect(output.match(/Refusing to start|not valid/g)).toHaveLength(1);
  });

  it(
    'passes a sound production configuration, and the stand-in set-up under production',
    { timeout: 60_000 },
    async () => {
      const sound = await run('scripts/check-env.mjs', { ...SOUND, NODE_ENV: 'production' });
      expect(sound).toEqual({ code: 0, output: '' });
      const standIn = await run('scripts/check-env.mjs', { ...localEnv(), NODE_ENV: 'production' });
      expect(standIn).toEqual({ code: 0, output: '' });
    },
  );
});
