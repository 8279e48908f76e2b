import { TRPCError } from '@trpc/server';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createContextInner } from '@/server/context';
import { resetLimits } from '@/server/rate-limit';
import { memoryStore } from '@/server/shared/store';
import { CHALLENGE_TTL_MS, issueChallenge, spendSolution } from '@/server/signup-challenge';
import { CEILING_MESSAGE, limitSignups, perClientMessage } from '@/server/signup-guard';
import { solvedChallenge } from '../support/challenge';

/** The public sign-up's challenge and limits per event (docs/decisions/0030). */

beforeAll(() => {
  // Before the first read of the environment in this file: a small ceiling, and a quick challenge.
  vi.stubEnv('SIGNUP_EVENT_CEILING_PER_HOUR', '8');
  vi.stubEnv('SIGNUP_CHALLENGE_MAX', '50');
});
beforeEach(() => resetLimits());

const ctxFor = (clientKey: string) => {
  const headers: Record<string, string> = {};
  const ctx = createContextInner({
    session: {} as never,
    upstream: {} as never,
    clientKey,
    setHeader: (name, value) => {
      headers[name] = value;
    },
  });
  return { ctx, headers };
};

const refusalOf = async (call: Promise<unknown>) => {
  const error = await call.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  return error as TRPCError & { cause: { reason: string } };
};

describe('the proof-of-work challenge', () => {
  it('takes a solved challenge of this site once, and refuses it the second time', async () => {
    const store = memoryStore();
    const solution = await solvedChallenge();
    expect(await spendSolution(solution, store)).toBe('ok');
    expect(await spendSolution(solution, store)).toBe('used');
  });

  it('refuses a solution with a wrong answer, a forged challenge and anything that is no solution', async () => {
    const store = memoryStore();
    const payload = JSON.parse(Buffer.from(await solvedChallenge(), 'base64').toString()) as {
      challenge: { parameters: { keyPrefix: string; cost: number } };
      solution: { counter: number; derivedKey: string };
    };
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64');
    const key = payload.solution.derivedKey;
    const wrongAnswer = {
      ...payload,
      solution: { ...payload.solution, derivedKey: `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}` },
    };
    const cheaper = {
      ...payload,
      challenge: { ...payload.challenge, parameters: { ...payload.challenge.parameters, cost: 1 } },
    };
    for (const text of [encode(wrongAnswer), encode(cheaper), 'not base64 json', encode({ a: 1 }), '']) {
      expect(await spendSolution(text, store)).toBe('invalid');
    }
    expect(await spendSolution('A'.repeat(5000), store)).toBe('invalid');
  });

  it('refuses a challenge issued by a site with another secret', async () => {
    const foreign = await solvedChallenge(await issueChallenge());
    vi.stubEnv('SESSION_SECRET', 'another-secret-of-at-least-thirty-two-characters');
    vi.resetModules();
    const fresh = await import('@/server/signup-challenge');
    expect(await fresh.spendSolution(foreign, memoryStore())).toBe('invalid');
    vi.unstubAllEnvs();
    vi.stubEnv('SIGNUP_EVENT_CEILING_PER_HOUR', '8');
    vi.stubEnv('SIGNUP_CHALLENGE_MAX', '50');
  });

  it('refuses a challenge past its lifetime as expired', async () => {
    const old = await issueChallenge(Date.now() - CHALLENGE_TTL_MS - 1000);
    expect(await spendSolution(await solvedChallenge(old), memoryStore())).toBe('expired');
  });
});

describe('the limits per event', () => {
  it('lets one client sign up 5 people per event per hour, then refuses with the way to sign up more', async () => {
    const { ctx, headers } = ctxFor('203.0.113.7');
    for (let i = 0; i < 5; i++) await limitSignups(ctx, 'evt-1');
    const refusal = await refusalOf(limitSignups(ctx, 'evt-1'));
    expect(refusal.code).toBe('TOO_MANY_REQUESTS');
    expect(refusal.message).toBe(perClientMessage(5));
    expect(refusal.message).toContain('"Tilmeld en liste" i Min profil, eller skriv til fonden');
    expect(refusal.cause.reason).toBe('event-limit');
    expect(Number(headers['retry-after'])).toBeGreaterThan(3000);
    // Another event, and another client for this event, are not held back.
    await limitSignups(ctx, 'evt-2');
    await limitSignups(ctxFor('203.0.113.8').ctx, 'evt-1');
  });

  it('refuses everyone beyond the configured ceiling per event per hour', async () => {
    for (let i = 0; i < 8; i++) await limitSignups(ctxFor(`198.51.100.${i}`).ctx, 'evt-3');
    const refusal = await refusalOf(limitSignups(ctxFor('198.51.100.200').ctx, 'evt-3'));
    expect(refusal.code).toBe('TOO_MANY_REQUESTS');
    expect(refusal.message).toBe(CEILING_MESSAGE);
    expect(refusal.cause.reason).toBe('event-ceiling');
    await limitSignups(ctxFor('198.51.100.200').ctx, 'evt-4');
  });
});
