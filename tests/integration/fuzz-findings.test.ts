import { TRPCError } from '@trpc/server';
import { getTRPCErrorFromUnknown } from '@trpc/server/unstable-core-do-not-import';
import { afterAll, beforeAll, describe, expect, vi } from 'vitest';
import { it as shared } from './fixtures';
import { TRY_AGAIN } from '@/server/auth/tokens';
import { UpstreamError } from '@/server/upstream/http';
import { FALLBACK_MESSAGE } from '@/server/upstream/policy';
import { errorShape } from './harness';
import { everyItemRefusedOrNull, isValidatorRefusal, problemsOf, send, type Answer } from './fuzz/wire';

/**
 * What the procedure fuzz (fuzz-procedures.test.ts) found, one case each, over HTTP as the fuzz sends it: each
 * answered a 5xx or an answer the browser's client cannot read before its fix.
 */
beforeAll(() => {
  vi.stubEnv('NODE_ENV', 'production');
});

afterAll(() => {
  vi.unstubAllEnvs();
});

/** The shared fixtures, and the teacher's POST and GET of a procedure over HTTP, as the fuzz sends them. */
const it = shared.extend<{
  post: (target: string, body: string) => Promise<Answer>;
  get: (procedure: string, input: string) => Promise<Answer>;
}>({
  post: async ({ siteCookies }, provide) =>
    provide((target, body) => send({ label: target, method: 'POST', target, body }, siteCookies.teacher)),
  get: async ({ siteCookies }, provide) =>
    provide((procedure, input) =>
      send(
        { label: procedure, method: 'GET', target: `${procedure}?input=${encodeURIComponent(input)}` },
        siteCookies.teacher,
      ),
    ),
});

describe('request bodies the fuzz found', () => {
  it('answers a mutation input nested 10 000 deep with the validator\'s 400, not a 500 "Maximum call stack size exceeded"', async ({
    post,
  }) => {
    for (const body of [
      `${'['.repeat(10_000)}1${']'.repeat(10_000)}`,
      `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
    ]) {
      const answer = await post('events.signUpToEvent', body);
      expect(problemsOf(answer)).toEqual([]);
      expect(answer.status).toBe(400);
      expect(answer.json).toMatchObject({ error: { data: { code: 'BAD_REQUEST' } } });
      expect(isValidatorRefusal(answer)).toBe(true);
    }
  });

  it('answers a body that is not JSON, or is over 1 MB, in the tRPC envelope the client reads', async ({
    post,
  }) => {
    const broken = await post('events.signUpToEvent', '{"eventId":');
    expect(problemsOf(broken)).toEqual([]);
    expect(broken.status).toBe(400);
    expect(broken.json).toMatchObject({ error: { data: { code: 'BAD_REQUEST', zodError: null } } });
    const large = await post('events.signUpToEvent', JSON.stringify({ eventId: 'e'.repeat(1_100_000) }));
    expect(problemsOf(large)).toEqual([]);
    expect(large.status).toBe(413);
    expect(large.json).toMatchObject({ error: { data: { code: 'PAYLOAD_TOO_LARGE' } } });
  });

  it('still reads a normal mutation body, single and batched', async ({ post }) => {
    const single = await post('events.signUpToEvent', JSON.stringify({ eventId: '' }));
    expect(single.status).toBe(400);
    expect(isValidatorRefusal(single)).toBe(true);
    const batch = await post(
      'redeemCode.checkEventCode?batch=1',
      JSON.stringify({ 0: { code: 'KICKSTART-2026' } }),
    );
    expect(batch.status).toBe(200);
    expect(batch.json).toMatchObject([{ result: {} }]);
    expect(everyItemRefusedOrNull(batch)).toBe(false);
  });
});

describe('inputs that go into an upstream path, as the fuzz found them', () => {
  it('answers a lone surrogate in an id that becomes a path segment normally, not with a 500 "URI malformed"', async ({
    get,
  }) => {
    // JSON text, so the lone surrogate reaches the server as written; no person can type one.
    for (const [procedure, input] of [
      ['events.getUserEvent', '{"eventId":"a\\ud800b"}'],
      ['events.getProgramSignups', '{"programName":"\\udfffx"}'],
    ]) {
      const answer = await get(procedure ?? '', input ?? '');
      expect(problemsOf(answer), procedure).toEqual([]);
      expect(answer.json, procedure).toEqual({ result: { data: null } });
    }
  });
});

describe('the error formatter, for the 500s the fuzz found', () => {
  it("answers an exception nobody turned into a TRPCError with the Danish fallback, never the exception's own text", () => {
    // How tRPC wraps what a procedure throws: the 500s above carried "Maximum call stack size exceeded" and "URI malformed".
    for (const thrown of [
      new RangeError('Maximum call stack size exceeded'),
      new URIError('URI malformed'),
      new UpstreamError('product', 500, null, 'GET http://upstream.internal/x answered 500'),
    ]) {
      expect(errorShape(getTRPCErrorFromUnknown(thrown)).message).toBe(FALLBACK_MESSAGE);
    }
  });

  it('keeps the text of errors thrown on purpose, whatever their code', () => {
    const ours = new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: TRY_AGAIN });
    expect(errorShape(ours).message).toBe(TRY_AGAIN);
    const wrapped = new TRPCError({
      code: 'INTERNAL_SERVER_ERROR',
      message: 'Noget gik galt.',
      cause: new Error('x'),
    });
    expect(errorShape(wrapped).message).toBe('Noget gik galt.');
  });
});
