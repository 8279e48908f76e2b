import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { clearPublicReads } from '@/server/public-reads';
import { getErrorShape } from '@trpc/server/unstable-core-do-not-import';
import { importJWK, SignJWT } from 'jose';
import { expect, inject } from 'vitest';
import { ZodError } from 'zod';
import { finishLogin, startLogin } from '@/server/auth/oidc';
import { memorySession, type SessionData } from '@/server/auth/session';
import { createContextInner } from '@/server/context';
import { resetLimits } from '@/server/rate-limit';
import { parseEnv, type ServerEnv } from '@/server/env';
import { appRouter } from '@/server/routers/root';
import { createCallerFactory } from '@/server/trpc';
import { createUpstream } from '@/server/upstream';
import type { Account } from '../support/accounts';
import { CookieJar } from '../support/http-sign-in';

export const MOCK = 'http://localhost:4210';
export const createCaller = createCallerFactory(appRouter);

export { ACCOUNTS } from '../support/accounts';

async function follow(
  jar: CookieJar,
  url: string,
  init: RequestInit = {},
): Promise<{ response: Response; url: string }> {
  let current = url;
  let options = init;
  for (let hops = 0; hops < 15; hops++) {
    if (current.startsWith('http://localhost:3200/'))
      return { response: new Response(null, { status: 204 }), url: current };
    const response = await fetch(current, {
      ...options,
      redirect: 'manual',
      headers: { ...options.headers, cookie: jar.header() },
    });
    jar.store(response);
    const location = response.headers.get('location');
    if (response.status >= 300 && response.status < 400 && location) {
      current = new URL(location, current).href;
      options = {};
      continue;
    }
    return { response, url: current };
  }
  throw new Error('too many redirects');
}

/** Signs in through the stand-in IdP's real form and returns the session the /auth callback would seal. */
export async function loginAs(account: Account): Promise<SessionData> {
  const { url, flow } = await startLogin('/min-profil');
  const jar = new CookieJar();
  const page = await follow(jar, url);
  const html = await page.response.text();
  const action = /<form[^>]*action="([^"]+)"/i.exec(html)?.[1]?.replace(/&amp;/g, '&');
  if (!action) throw new Error(`No login form at ${page.url}: ${html.slice(0, 300)}`);
  const done = await follow(jar, new URL(action, page.url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email: account.email, password: account.password }).toString(),
  });
  if (!done.url.startsWith('http://localhost:3200/auth'))
    throw new Error(`Login did not reach the callback: ${done.url}`);
  return finishLogin(new URL(done.url), flow);
}

export interface CallerOptions {
  refresh?: (d: SessionData) => Promise<SessionData>;
  /** Who is calling, for the rate limit of public mutations; each caller is its own client by default. */
  clientKey?: string;
  /** Settings that differ from the env's for this caller's upstream clients (a short timeout, another host). */
  upstream?: Partial<ServerEnv>;
}

let callers = 0;

/** A caller on the inner context with an in-memory session, as the API route would build it. */
export function callerWith(data: SessionData | null, options: CallerOptions = {}) {
  const session = memorySession(data ? structuredClone(data) : null);
  let ended = 0;
  callers += 1;
  const upstreamEnv = options.upstream ? { ...parseEnv(process.env), ...options.upstream } : undefined;
  const ctx = createContextInner({
    session,
    upstream: createUpstream(upstreamEnv),
    clientKey: options.clientKey ?? `test-client-${callers}`,
    refresh: options.refresh,
    onSessionEnded: () => {
      ended += 1;
    },
  });
  return { caller: createCaller(ctx), session, ctx, endedSignals: () => ended };
}

/** Restores the stand-in's seed, and forgets this process's rate-limit buckets (tests share one address). */
export async function resetMock() {
  resetLimits();
  // The public reads' short cache belongs to the world being reset (public-reads.ts).
  clearPublicReads();
  await fetch(`${MOCK}/__mock/reset`, { method: 'POST' });
}

export async function injectFault(fault: {
  service: string;
  pathPrefix?: string;
  status?: number;
  delayMs?: number;
  times?: number;
}) {
  const response = await fetch(`${MOCK}/__mock/faults`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(fault),
  });
  if (!response.ok) throw new Error(`fault refused: ${await response.text()}`);
}

/** The TRPCError a call failed with, after checking its code. */
export async function expectTrpcError(call: Promise<unknown>, code: TRPC_ERROR_CODE_KEY): Promise<TRPCError> {
  const error = await call.then(
    (value) => {
      throw new Error(`expected ${code}, got a result: ${JSON.stringify(value)?.slice(0, 200)}`);
    },
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(TRPCError);
  const trpcError = error as TRPCError;
  expect(trpcError.code).toBe(code);
  return trpcError;
}

/** The readable messages of a BAD_REQUEST from the input schema. */
export function inputMessages(error: TRPCError): string[] {
  expect(error.code).toBe('BAD_REQUEST');
  expect(error.cause).toBeInstanceOf(ZodError);
  return (error.cause as ZodError).issues.map((issue) => issue.message);
}

/** The input schema's messages per field, as the error formatter's `data.zodError.fieldErrors` carries them. */
export function fieldMessages(error: TRPCError): Record<string, string[] | undefined> {
  const shape = errorShape(error);
  expect(shape.data.zodError).not.toBeNull();
  return shape.data.zodError?.fieldErrors ?? {};
}

/** The error as the browser would get it: the shape the router's error formatter makes. */
export function errorShape(error: TRPCError) {
  return getErrorShape({
    config: appRouter._def._config,
    error,
    type: 'mutation',
    path: 'test',
    input: undefined,
    ctx: undefined,
  });
}

/** What the error formatter puts in `data.reason`: the upstream's refusal code of a raw call. */
export const reasonOf = (error: TRPCError): string | null => errorShape(error).data.reason;

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * A session for somebody the IdP has no account for (so the product API has no record of them either), with an
 * access token signed by the stand-in IdP's own key: the only way to reach CreateUser's happy path.
 */
export async function sessionForNewPerson(email: string, name: string): Promise<SessionData> {
  const { privateJwk, kid, issuer, audience } = inject('idpSigningKey');
  const key = await importJWK(privateJwk, 'RS256');
  const now = nowSeconds();
  const sub = `idp-${email.split('@')[0] ?? 'new'}`;
  const accessToken = await new SignJWT({ email, permissions: [], scope: 'openid profile email options' })
    .setProtectedHeader({ alg: 'RS256', kid, typ: 'at+jwt' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(sub)
    .setIssuedAt(now)
    .setExpirationTime(now + 1800)
    .sign(key);
  return {
    sid: `sid-${sub}-${now}`,
    accessToken,
    refreshToken: null,
    accessTokenExpiresAt: now + 1800,
    refreshTokenExpiresAt: now + 86_400,
    user: { sub, email, name },
    permissions: [],
    startedAt: now,
    lastActiveAt: now,
  };
}

/**
 * A product API answer of 401 for `who`'s call ends the session: the call answers null, the session is cleared and
 * the site is told once (the browser then shows the login).
 */
export async function expectLoggedOutOn401(
  who: SessionData,
  path: string,
  call: (caller: ReturnType<typeof callerWith>['caller']) => Promise<unknown>,
) {
  await injectFault({ service: 'product', pathPrefix: path, status: 401, times: 1 });
  const { caller, session, endedSignals } = callerWith(who);
  expect(await call(caller)).toBeNull();
  expect(session.current).toBeNull();
  expect(endedSignals()).toBe(1);
}
