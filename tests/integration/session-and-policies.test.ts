import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { afterAll, afterEach, beforeAll, describe, expect, vi } from 'vitest';
import { it } from './fixtures';
import { z } from 'zod';
import type { SessionData } from '@/server/auth/session';
import { revokeRefreshToken } from '@/server/auth/oidc';
import { BOTH_EXPIRED_MESSAGE } from '@/server/auth/tokens';
import type { Context } from '@/server/context';
import { log } from '@/server/log';
import { appRouter } from '@/server/routers/root';
import { requestJson, UpstreamError } from '@/server/upstream/http';
import { FALLBACK_MESSAGE } from '@/server/upstream/policy';
import { ACCOUNTS, callerWith, expectTrpcError, injectFault, nowSeconds } from './harness';
import { withChallenge } from '../support/challenge';

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('session.get', () => {
  it('tells a visitor without a session that nobody is logged in', async () => {
    expect(await callerWith(null).caller.session.get()).toEqual({ loggedIn: false, isAdmin: false });
  });

  it("gives a teacher's name, e-mail and session end, and never a token", async ({ teacher }) => {
    const info = await callerWith(teacher).caller.session.get();
    expect(info).toMatchObject({
      loggedIn: true,
      isAdmin: false,
      email: 'laerer@example.dk',
      name: 'Mette Lærkegaard',
    });
    expect(Date.parse(info.loggedIn ? (info.expiresAt ?? '') : '')).toBeGreaterThan(Date.now());
    const json = JSON.stringify(info);
    expect(json).not.toContain(teacher.accessToken);
    expect(json).not.toContain(String(teacher.refreshToken));
  });

  it('marks an admin as admin', async ({ admin }) => {
    expect(await callerWith(admin).caller.session.get()).toMatchObject({
      loggedIn: true,
      isAdmin: true,
      email: 'admin@example.dk',
    });
  });
});

describe('token rules', () => {
  describe('Edge cases', () => {
    it('refreshes an expired access token before the call and saves the new tokens', async ({ login }) => {
      const fresh = await login(ACCOUNTS.teacher);
      const { caller, session, endedSignals } = callerWith({
        ...fresh,
        accessTokenExpiresAt: nowSeconds() - 60,
      });
      const programs = await caller.user.getPrograms();
      expect(programs?.length).toBe(4);
      expect(session.current?.accessToken).not.toBe(fresh.accessToken);
      expect(session.current?.refreshToken).not.toBe(fresh.refreshToken);
      expect(session.current?.accessTokenExpiresAt).toBeGreaterThan(nowSeconds() + 60);
      expect(endedSignals()).toBe(0);
    });

    it('refreshes once for parallel calls of one session, so the rotated refresh token is not reused', async ({
      login,
    }) => {
      const fresh = await login(ACCOUNTS.teacher);
      const stale = { ...fresh, accessTokenExpiresAt: nowSeconds() - 60 };
      const [a, b] = [callerWith(stale), callerWith(stale)];
      const results = await Promise.all([a.caller.user.getPrograms(), b.caller.events.getEvents()]);
      expect(results.every((r) => r !== null)).toBe(true);
      expect(a.session.current?.accessToken).toBe(b.session.current?.accessToken);
      expect(a.session.current?.accessToken).not.toBe(fresh.accessToken);
    });

    it('keeps the admin role through a refresh', async ({ login }) => {
      const fresh = await login(ACCOUNTS.admin);
      const { caller, session } = callerWith({ ...fresh, accessTokenExpiresAt: nowSeconds() - 60 });
      expect((await caller.institutions.getPendingInstitutions())?.length).toBe(2);
      expect(session.current?.permissions).toEqual(['role:admin']);
    });
  });

  describe('Errors', () => {
    it('keeps the session and answers SERVICE_UNAVAILABLE (try again) when the identity provider fails the refresh with a 5xx', async ({
      teacher,
    }) => {
      await injectFault({ service: 'idp', pathPrefix: '/oauth/token', status: 503, times: 1 });
      const stale = {
        ...teacher,
        sid: `sid-idp-down-${nowSeconds()}`,
        accessTokenExpiresAt: nowSeconds() - 60,
      };
      const { caller, session, endedSignals } = callerWith(stale);
      const error = await expectTrpcError(caller.user.getPrograms(), 'SERVICE_UNAVAILABLE');
      expect(error.message).toBe('Login-tjenesten svarer ikke lige nu. Prøv igen om lidt.');
      expect(session.current).toEqual(stale);
      expect(endedSignals()).toBe(0);
      // The identity provider is back: once the failed attempt is forgotten (1 s), the same session refreshes.
      await new Promise((resolve) => setTimeout(resolve, 1_100));
      const again = callerWith(session.current);
      expect(await again.caller.user.getPrograms()).not.toBeNull();
    });

    it('a refresh token revoked at logout is refused by the identity provider: the copy is no session', async ({
      login,
    }) => {
      const mine = await login(ACCOUNTS.teacher);
      await revokeRefreshToken(mine.refreshToken!);
      const { caller, session } = callerWith({ ...mine, accessTokenExpiresAt: nowSeconds() - 60 });
      await expectTrpcError(caller.user.getPrograms(), 'UNAUTHORIZED');
      expect(session.current).toBeNull();
    });

    it('ends the session with UNAUTHORIZED when the refresh fails', async ({ teacher }) => {
      const { caller, session, endedSignals } = callerWith({
        ...teacher,
        accessTokenExpiresAt: nowSeconds() - 60,
        refreshToken: 'ødelagt',
      });
      await expectTrpcError(caller.user.getPrograms(), 'UNAUTHORIZED');
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });

    it('ends the session with UNAUTHORIZED when the access token expired and there is no refresh token', async ({
      teacher,
    }) => {
      const { caller, session } = callerWith({
        ...teacher,
        accessTokenExpiresAt: nowSeconds() - 60,
        refreshToken: null,
      });
      await expectTrpcError(caller.events.getEvents(), 'UNAUTHORIZED');
      expect(session.current).toBeNull();
    });

    it("aborts with the spec's message when both tokens have expired", async ({ teacher }) => {
      const { caller, session, endedSignals } = callerWith({
        ...teacher,
        accessTokenExpiresAt: nowSeconds() - 3600,
        refreshTokenExpiresAt: nowSeconds() - 60,
      });
      const error = await expectTrpcError(caller.user.getPrograms(), 'UNAUTHORIZED');
      expect(error.message).toBe(BOTH_EXPIRED_MESSAGE);
      expect(error.message).toBe('Both token and refresh token have expired. Your request was aborted.');
      expect(session.current).toBeNull();
      expect(endedSignals()).toBe(1);
    });

    it('ends the session when only the refresh token has expired', async ({ teacher }) => {
      const { caller, session } = callerWith({ ...teacher, refreshTokenExpiresAt: nowSeconds() - 60 });
      const error = await expectTrpcError(caller.user.getPrograms(), 'UNAUTHORIZED');
      expect(error.message).toBe('Du er ikke logget ind.');
      expect(session.current).toBeNull();
      expect(await callerWith(null).caller.session.get()).toEqual({ loggedIn: false, isAdmin: false });
    });

    it('reports an ended session as logged out in session.get', async ({ teacher }) => {
      const { caller, session } = callerWith({
        ...teacher,
        accessTokenExpiresAt: nowSeconds() - 60,
        refreshToken: 'ødelagt',
      });
      expect(await caller.session.get()).toEqual({ loggedIn: false, isAdmin: false });
      expect(session.current).toBeNull();
    });
  });
});

describe('upstream timeouts', () => {
  const slow = () =>
    injectFault({ service: 'product', pathPrefix: '/user/GetPrograms', delayMs: 3000, times: 1 });

  it('resolves a default-policy call null when the API is slower than the timeout, keeping the session', async ({
    teacher,
  }) => {
    await slow();
    const { caller, session, endedSignals } = callerWith(teacher, { upstream: { UPSTREAM_TIMEOUT_MS: 300 } });
    const started = Date.now();
    expect(await caller.user.getPrograms()).toBeNull();
    // Far below the slow call's 3 s: the 300 ms timeout ended it.
    expect(Date.now() - started).toBeLessThan(2500);
    expect(session.current).not.toBeNull();
    expect(endedSignals()).toBe(0);
  });

  it('hands a raw call that timed out to the caller as GATEWAY_TIMEOUT with the Danish fallback message', async ({
    teacher,
  }) => {
    await injectFault({
      service: 'product',
      pathPrefix: '/redeem-code/ValidateCode',
      delayMs: 1500,
      times: 1,
    });
    const { caller } = callerWith(teacher, { upstream: { UPSTREAM_TIMEOUT_MS: 300 } });
    const error = await expectTrpcError(
      caller.redeemCode.validateCode({ code: 'KICKSTART-2026' }),
      'GATEWAY_TIMEOUT',
    );
    expect(error.message).toBe(FALLBACK_MESSAGE);
  });

  it('logs the person out when fetching the user times out (any failure but 401)', async ({ teacher }) => {
    await injectFault({ service: 'product', pathPrefix: '/user/GetUser', delayMs: 3000, times: 1 });
    const { caller, session } = callerWith(teacher, { upstream: { UPSTREAM_TIMEOUT_MS: 300 } });
    expect(await caller.user.getUser()).toBeNull();
    expect(session.current).toBeNull();
  });
});

describe('malformed upstream answers', () => {
  let server: Server;
  let base: string;
  const answers: Record<string, { status: number; body: string }> = {
    '/user/GetPrograms': { status: 200, body: JSON.stringify([{ programName: 42 }]) },
    '/user/GetUser': { status: 200, body: '<html>not json</html>' },
    '/thing': { status: 200, body: JSON.stringify({ id: 'x' }) },
  };

  beforeAll(async () => {
    server = createServer((req, res) => {
      const answer = answers[new URL(req.url ?? '/', 'http://x').pathname] ?? { status: 404, body: '' };
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('turns an answer that does not fit the schema into a logged 502, without its body', async () => {
    const logged = vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const error = await requestJson('product', new URL(`${base}/thing`), {
      schema: z.object({ id: z.number() }),
      timeoutMs: 1000,
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ status: 502, body: null, service: 'product' });
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ path: '/thing' }),
      'malformed upstream answer',
    );
  });

  it('resolves a default-policy call null on a malformed answer, keeping the session', async ({
    teacher,
  }) => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const { caller, session, endedSignals } = callerWith(teacher, {
      upstream: { PRODUCT_API_BASE_URL: base },
    });
    expect(await caller.user.getPrograms()).toBeNull();
    expect(session.current).not.toBeNull();
    expect(endedSignals()).toBe(0);
  });

  it('treats a body that is not JSON like any other failure of fetching the user: logged out', async ({
    teacher,
  }) => {
    vi.spyOn(log, 'error').mockImplementation(() => undefined);
    const { caller, session } = callerWith(teacher, { upstream: { PRODUCT_API_BASE_URL: base } });
    expect(await caller.user.getUser()).toBeNull();
    expect(session.current).toBeNull();
  });

  it('treats an unreachable upstream as a 502 failure', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const error = await requestJson('cms', new URL(`http://127.0.0.1:${port}/x`), {
      schema: z.unknown(),
      timeoutMs: 1000,
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 502, service: 'cms' });
  });
});

describe('errors on the wire', () => {
  async function post(path: string, input: unknown, session: SessionData | null) {
    const { ctx } = callerWith(session);
    const response = await fetchRequestHandler({
      endpoint: '/api/trpc',
      router: appRouter,
      req: new Request(`http://localhost:3200/api/trpc/${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(input),
      }),
      createContext: (): Context => ctx,
    });
    const text = await response.text();
    return {
      status: response.status,
      text,
      json: JSON.parse(text) as { error: { message: string; data: Record<string, unknown> } },
    };
  }

  it("carries a raw refusal's status, message and reason code to the browser, and nothing else of the upstream body", async ({
    teacher,
  }) => {
    const { status, json, text } = await post('redeemCode.validateCode', { code: 'FORKERT' }, teacher);
    expect(status).toBe(400);
    expect(json.error.message).toBe("The code 'FORKERT' is not valid for any event.");
    expect(json.error.data).toMatchObject({
      code: 'BAD_REQUEST',
      httpStatus: 400,
      reason: 'invalid-code',
      zodError: null,
    });
    expect(text).not.toContain('statusCode');
    expect(text).not.toContain('Bearer');
  });

  it('never passes on a 5xx body or an undocumented refusal: the raw call gets the Danish fallback and no reason', async ({
    teacher,
  }) => {
    await injectFault({ service: 'product', pathPrefix: '/redeem-code/ValidateCode', status: 500, times: 1 });
    const failed = await post('redeemCode.validateCode', { code: 'KICKSTART-2026' }, teacher);
    expect(failed.status).toBe(500);
    expect(failed.json.error.message).toBe(FALLBACK_MESSAGE);
    expect(failed.json.error.data.reason).toBeNull();
    expect(failed.text).not.toContain('Injected fault');
    await injectFault({ service: 'product', pathPrefix: '/material/ValidateCode', status: 502, times: 1 });
    const gateway = await post('material.validateCode', { code: 'MATERIALE-2026' }, teacher);
    expect(gateway.json.error.message).toBe(FALLBACK_MESSAGE);
    expect(gateway.text).not.toContain('Injected fault');
  });

  it("carries the attendee endpoints' refusal code as the reason", async () => {
    await post(
      'attendee.createAttendee',
      await withChallenge({ eventId: 'evt-3001', name: 'Signe', email: 'signe@example.dk' }),
      null,
    ).then(({ status, json }) => {
      expect(status).toBe(403);
      expect(json.error.data.reason).toBe('members-only');
    });
  });

  it('gives bad input a readable Danish message and the flattened field errors, with reason null', async () => {
    const { status, json } = await post(
      'attendee.createAttendee',
      { eventId: 'evt-3003', name: 'Signe', email: 'nope' },
      null,
    );
    expect(status).toBe(400);
    expect(json.error.message).toContain('Email skal indeholde @ og domæne');
    expect(json.error.message.startsWith('Ugyldigt input:')).toBe(true);
    expect(json.error.data).toMatchObject({
      reason: null,
      zodError: { fieldErrors: { email: ['Email skal indeholde @ og domæne'] } },
    });
  });

  it('leaves stack traces out in production', async ({ teacher }) => {
    vi.stubEnv('NODE_ENV', 'production');
    const { json } = await post('redeemCode.validateCode', { code: 'FORKERT' }, teacher);
    expect(json.error.data.stack).toBeUndefined();
    expect(json.error.data.reason).toBe('invalid-code');
  });

  it('answers UNAUTHORIZED with reason null for a teacher procedure without a session', async () => {
    const { status, json } = await post('material.validateCode', { code: 'x' }, null);
    expect(status).toBe(401);
    expect(json.error.data).toMatchObject({ code: 'UNAUTHORIZED', reason: null });
  });
});
