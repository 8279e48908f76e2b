import { initTRPC, TRPCError } from '@trpc/server';
import { z, ZodError } from 'zod';
import { isAdmin } from './auth/session';
import { log } from './log';
import { BOTH_EXPIRED_MESSAGE, TRY_AGAIN } from './auth/tokens';
import type { Context } from './context';
import { consumeLimit, limitOf, TOO_MANY_MESSAGE, type LimitName } from './rate-limit';
import { UpstreamError } from './upstream/http';
import { FALLBACK_MESSAGE } from './upstream/policy';
import { productFor } from './upstream/product-calls';
import { publicReason } from './upstream/refusals';

/**
 * An exception nobody turned into a TRPCError (a URIError, a stack overflow, an upstream failure outside the
 * error policies): tRPC wraps it with the exception's own text as the message, which must not reach the
 * browser. Errors thrown as TRPCErrors keep their Danish text.
 */
const isUnexpected = (error: TRPCError) =>
  error.code === 'INTERNAL_SERVER_ERROR' &&
  error.cause instanceof Error &&
  error.message === error.cause.message;

/**
 * A refusal of the site's own with a stable code for the screens' Danish texts (as `data.reason`, like an
 * upstream refusal's): throw `refuse(...)`.
 */
export class SiteRefusal extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'SiteRefusal';
  }
}

export const refuse = (code: TRPCError['code'], message: string, reason: string) =>
  new TRPCError({ code, message, cause: new SiteRefusal(reason) });

const reasonOf = (cause: unknown): string | null =>
  cause instanceof UpstreamError ? publicReason(cause) : cause instanceof SiteRefusal ? cause.reason : null;

const t = initTRPC.context<Context>().create({
  errorFormatter({ shape, error }) {
    const zodError = error.cause instanceof ZodError ? error.cause : null;
    return {
      ...shape,
      message: zodError
        ? `Ugyldigt input: ${z.prettifyError(zodError).replace(/\n/g, ' ')}`
        : isUnexpected(error)
          ? FALLBACK_MESSAGE
          : shape.message,
      data: {
        ...shape.data,
        stack: process.env.NODE_ENV === 'production' ? undefined : shape.data.stack,
        zodError: zodError ? z.flattenError(zodError) : null,
        // A "raw" upstream refusal's stable code (never its body), for the screens' Danish texts.
        reason: reasonOf(error.cause),
      },
    };
  },
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure;

/** The signed-in person a call is made for, from the session only. */
export interface SignedInUser {
  email: string;
  sub: string;
  name: string;
  isAdmin: boolean;
  /** A fresh access token (the token rules ran); never sent to the browser. */
  token: string;
}

/**
 * The one check of every signed-in door, procedure or route: a live session (refreshed when needed), else
 * UNAUTHORIZED (the session ended) or SERVICE_UNAVAILABLE (it cannot be used right now); the call is the person's
 * activity (an administrator's idle clock). The export route uses it through `adminUser` as well.
 */
export async function signedInUser(ctx: Context): Promise<SignedInUser> {
  const state = await ctx.sessionState();
  // The session is intact but cannot be used right now (identity provider or shared state down): try again.
  if (state.status === 'unavailable')
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: TRY_AGAIN });
  if (state.status !== 'active') {
    if (state.status === 'ended') ctx.onSessionEnded?.();
    throw new TRPCError({
      code: 'UNAUTHORIZED',
      message:
        state.status === 'ended' && state.reason === 'both-expired'
          ? BOTH_EXPIRED_MESSAGE
          : 'Du er ikke logget ind.',
    });
  }
  const { data } = state;
  await ctx.recordActivity(data);
  return {
    email: data.user.email,
    sub: data.user.sub,
    name: data.user.name,
    isAdmin: isAdmin(data),
    token: data.accessToken,
  };
}

const requireAdmin = (user: SignedInUser) => {
  if (!user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Kun for administratorer.' });
};

/** `signedInUser`, and an administrator (FORBIDDEN otherwise): adminProcedure's check, for routes too. */
export async function adminUser(ctx: Context): Promise<SignedInUser> {
  const user = await signedInUser(ctx);
  requireAdmin(user);
  return user;
}

/**
 * A logged-in person (any role): `ctx.user` is non-null and carries a fresh access token, and `ctx.product` is
 * the product API bound to that person and to each call's error policy (upstream/product-calls.ts).
 */
export const userProcedure = t.procedure.use(async ({ ctx, next }) => {
  const user = await signedInUser(ctx);
  return next({ ctx: { user, product: productFor(ctx, user) } });
});

export const teacherProcedure = userProcedure.use(({ ctx, next }) => {
  if (ctx.user.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: 'Kun for lærere.' });
  return next();
});

export const adminProcedure = userProcedure.use(({ ctx, next }) => {
  requireAdmin(ctx.user);
  return next();
});

const limitedBy =
  (name: LimitName, keyOf: (ctx: Context & { user?: { email: string } }) => string) =>
  (ctx: Context & { user?: { email: string } }) =>
    enforceLimit(ctx, name, keyOf(ctx));

/** Takes one point of `name` for `key`; beyond the limit, 429 with Retry-After and the Danish message. */
export async function enforceLimit(ctx: Context, name: LimitName, key: string): Promise<void> {
  const outcome = await consumeLimit(name, key);
  if (outcome.allowed) return;
  ctx.setHeader?.('retry-after', String(outcome.retryAfterSeconds));
  throw new TRPCError({ code: 'TOO_MANY_REQUESTS', message: TOO_MANY_MESSAGE(outcome.retryAfterSeconds) });
}

/** A public procedure limited per client (its address group; see clientKeyOf): 429 with Retry-After beyond it. */
export const limitedPublicProcedure = (name: LimitName) =>
  t.procedure.use(async ({ ctx, next }) => {
    await limitedBy(name, (c) => c.clientKey)(ctx);
    return next();
  });

/** The kinds of code a person can guess, each with a ceiling on guesses from everyone together. */
const CODE_CEILINGS = { event: 'eventCodeCeiling', material: 'materialCodeCeiling' } as const;
export type CodeKind = keyof typeof CODE_CEILINGS;

/**
 * A teacher procedure that guesses codes: limited per signed-in person, per client (more accounts from one place
 * buy no more tries), and by a ceiling on all guesses at this kind of code together, which logs a warning the
 * moment it trips (someone is guessing from many places at once).
 */
export const codeAttemptProcedure = (kind: CodeKind) =>
  teacherProcedure.use(async ({ ctx, next }) => {
    await limitedBy('codeAttempt', (c) => c.user?.email.toLowerCase() ?? c.clientKey)(ctx);
    await limitedBy('codeAttemptClient', (c) => c.clientKey)(ctx);
    const ceiling = CODE_CEILINGS[kind];
    const outcome = await consumeLimit(ceiling, 'all');
    if (!outcome.allowed) {
      if (outcome.firstRefusal)
        log.warn(
          { kind, limit: limitOf(ceiling) },
          'code guessing ceiling reached; every guess refused for now',
        );
      ctx.setHeader?.('retry-after', String(outcome.retryAfterSeconds));
      throw new TRPCError({
        code: 'TOO_MANY_REQUESTS',
        message: TOO_MANY_MESSAGE(outcome.retryAfterSeconds),
      });
    }
    return next();
  });
