import { TRPCError, type TRPC_ERROR_CODE_KEY } from '@trpc/server';
import { refreshSession, TRY_AGAIN } from '../auth/tokens';
import type { Context } from '../context';
import { log } from '../log';
import { UpstreamError } from './http';
import { publicReason } from './refusals';

/**
 * The error policies (docs/architecture.md, Error policies), in one place:
 * - default: on 401 the session ends; the failure is logged; the call resolves to null;
 * - raw: the upstream's status and message reach the screen as a typed error, its refusal code as
 *   `data.reason` (the error formatter reads it from the cause; the upstream body itself stays here);
 * - quiet: the call resolves to null, with no logout on 401.
 */
export type Policy = 'default' | 'raw' | 'quiet';

const CODES: Record<number, TRPC_ERROR_CODE_KEY> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_CONTENT',
  429: 'TOO_MANY_REQUESTS',
  502: 'BAD_GATEWAY',
  503: 'SERVICE_UNAVAILABLE',
  504: 'GATEWAY_TIMEOUT',
};

export const trpcCodeFor = (status: number): TRPC_ERROR_CODE_KEY => CODES[status] ?? 'INTERNAL_SERVER_ERROR';

export const FALLBACK_MESSAGE = 'Handlingen kunne ikke gennemføres. Prøv igen om lidt.';

function logFailure(ctx: Context, error: UpstreamError, policy: Policy) {
  const entry = { requestId: ctx.requestId, service: error.service, status: error.status, policy };
  if (error.status >= 500) log.error(entry, error.message);
  else log.warn(entry, error.message);
}

export async function withPolicy<T>(ctx: Context, policy: Policy, call: () => Promise<T>): Promise<T | null> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    logFailure(ctx, error, policy);
    if (policy === 'raw') {
      // Only a documented 4xx refusal keeps its message (and, through the error formatter, its reason).
      const known = publicReason(error) !== null;
      throw new TRPCError({
        code: trpcCodeFor(error.status),
        message: known ? (error.upstreamMessage ?? FALLBACK_MESSAGE) : FALLBACK_MESSAGE,
        cause: error,
      });
    }
    // Only the product API judges the person's tokens; the CMS needs none, so its 401 says nothing about them.
    if (policy === 'default' && error.status === 401 && error.service === 'product') await ctx.endSession();
    return null;
  }
}

/** The product API's answer for a person who can sign in but has no record yet (docs/decisions/0010). */
export const NO_RECORD_REASON = 'user-not-found';

export const isNoRecord = (error: unknown): boolean =>
  error instanceof UpstreamError && error.status === 404 && error.reason === NO_RECORD_REASON;

/** "You have no record yet": not a failure, so no logout; the screen leads the person to sign up. */
const noRecordError = (cause: UpstreamError) =>
  new TRPCError({ code: 'NOT_FOUND', message: 'Du er ikke tilmeldt programmet endnu.', cause });

/** A failed call of `withUserRule`, logged; anything but an upstream failure, or the missing record, goes on up. */
function userRuleFailure(ctx: Context, error: unknown): UpstreamError {
  if (!(error instanceof UpstreamError)) throw error;
  if (isNoRecord(error)) throw noRecordError(error);
  logFailure(ctx, error, 'default');
  return error;
}

/**
 * Fetching the signed-in person (SPEC section 4): a 401 refreshes the tokens once and retries; a failed
 * refresh, a second failure or any other failure logs the person out. A 404 `user-not-found` is the
 * person's missing record, not a failure: it comes back as NOT_FOUND with that reason and keeps the session.
 */
export async function withUserRule<T>(ctx: Context, call: (token: string) => Promise<T>): Promise<T | null> {
  const state = await ctx.sessionState();
  if (state.status !== 'active') return null;
  try {
    return await call(state.data.accessToken);
  } catch (caught) {
    const error = userRuleFailure(ctx, caught);
    if (error.status === 401) {
      const refreshed = await refreshSession(ctx.session, state.data, ctx.refresh);
      ctx.setSessionState(refreshed);
      if (refreshed.status === 'unavailable') {
        throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: TRY_AGAIN });
      }
      if (refreshed.status === 'active') {
        try {
          return await call(refreshed.data.accessToken);
        } catch (retryError) {
          userRuleFailure(ctx, retryError);
        }
      }
    }
    await ctx.endSession();
    return null;
  }
}
