import type { NextApiRequest, NextApiResponse } from 'next';
import { afterAll, afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { it } from './fixtures';
import { cachedReadiness, checkReadiness, type Readiness } from '@/server/readiness';
import { injectFault, MOCK } from './harness';

afterEach(() => fetch(`${MOCK}/__mock/faults`, { method: 'DELETE' }));

describe('readiness (GET /api/ready)', () => {
  it('is ready when the CMS, the product API and the identity provider answer; Redis is not asked when not configured', async () => {
    const { ready, checks } = await checkReadiness();
    expect(ready).toBe(true);
    expect(checks.map((check) => check.name)).toEqual(['cms', 'product-api', 'identity-provider']);
  });

  it('is not ready while an upstream fails, and says which', async () => {
    await injectFault({ service: 'cms', status: 503, times: 1 });
    const { ready, checks } = await checkReadiness();
    expect(ready).toBe(false);
    expect(checks.find((check) => check.name === 'cms')).toMatchObject({ ok: false, status: 503 });
    expect(checks.filter((check) => check.ok).map((check) => check.name)).toEqual([
      'product-api',
      'identity-provider',
    ]);
  });
});

describe('the checks behind a cache with a single flight', () => {
  it('costs one round of upstream checks for any number of parallel probes, and again after 5 s', async () => {
    let clock = 0;
    const check = vi.fn(checkReadiness);
    const probe = cachedReadiness(check, { now: () => clock });
    const answers = await Promise.all(Array.from({ length: 50 }, () => probe()));
    expect(check).toHaveBeenCalledTimes(1);
    expect(new Set(answers).size).toBe(1);
    clock = 4_999;
    await probe();
    expect(check).toHaveBeenCalledTimes(1);
    clock = 5_000;
    await probe();
    expect(check).toHaveBeenCalledTimes(2);
  });
});

describe('what a caller of /api/ready learns', () => {
  const TOKEN = 'readiness-token-for-the-tests-0123';
  let route: (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

  beforeAll(async () => {
    // A fresh copy of the server modules, configured with a readiness token.
    vi.stubEnv('READINESS_TOKEN', TOKEN);
    vi.resetModules();
    route = (await import('@/pages/api/ready')).default;
  });
  // The settings are read when a request comes, so the token stays set while these tests ask.
  afterAll(() => vi.unstubAllEnvs());

  async function ask(remoteAddress: string, headers: Record<string, string> = {}) {
    let status = 0;
    let body: unknown;
    const res = {
      setHeader: () => res,
      status(code: number) {
        status = code;
        return res;
      },
      json(value: unknown) {
        body = value;
        return res;
      },
    };
    await route({ headers, socket: { remoteAddress } } as never, res as never);
    return { status, body: body as { status: string; checks?: Readiness['checks'] } };
  }

  it('anyone else: only ready or not ready, and never which upstream failed', async () => {
    const answer = await ask('203.0.113.7');
    expect(answer).toEqual({ status: 200, body: { status: 'ready' } });
    expect((await ask('127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).body).toEqual({ status: 'ready' });
    expect((await ask('203.0.113.7', { 'x-readiness-token': 'wrong' })).body).not.toHaveProperty('checks');
  });

  it('a caller with the token, or on this machine: each check', async () => {
    const withToken = await ask('203.0.113.7', { 'x-readiness-token': TOKEN });
    expect(withToken.body.checks?.map((check) => check.name)).toEqual([
      'cms',
      'product-api',
      'identity-provider',
    ]);
    expect((await ask('::1')).body.checks).toHaveLength(3);
    // `next start` writes the socket's own address into X-Forwarded-For: still this machine.
    expect(
      (await ask('::ffff:127.0.0.1', { 'x-forwarded-for': '::ffff:127.0.0.1' })).body.checks,
    ).toHaveLength(3);
  });

  it('answers parallel probes from one round of checks', async () => {
    // Past the cache of the tests above.
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    // One failure at the CMS: a single round sees it, so every probe of that round is not ready.
    await injectFault({ service: 'cms', status: 503, times: 1 });
    const answers = await Promise.all(Array.from({ length: 20 }, () => ask('203.0.113.7')));
    expect(answers.every((answer) => answer.status === 503 && answer.body.status === 'not-ready')).toBe(true);
  });
});
