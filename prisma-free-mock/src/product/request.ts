import type { Context } from 'hono';
import type { z } from 'zod';
import type { MockContext } from '../context';
import type { Caller, ProductEnv } from './auth';
import { forbidden, invalidInput, notFound } from './errors';
import { findUser, sameEmail } from './state/lookup';
import type { ProductState, ProductUser } from './state/model';

export type ProductContext = Context<ProductEnv>;

/** The live state: read per request, because `POST /__mock/reset` replaces it. */
export const stateOf = (ctx: MockContext): ProductState => ctx.store.state.product;

/** The JSON body; undefined when there is none, and the raw text when it is not JSON (the schema then refuses it). */
async function readBody(c: ProductContext): Promise<unknown> {
  const text = await c.req.text();
  if (!text.trim()) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export async function parseBody<S extends z.ZodType>(
  c: ProductContext,
  schema: S,
  options: { optional?: boolean } = {},
): Promise<z.output<S>> {
  const raw = await readBody(c);
  // Calls whose body the spec leaves open (ReAffirmInstitution, ValidateUser) may come with none at all.
  const parsed = schema.safeParse(raw === undefined && options.optional ? {} : raw);
  if (!parsed.success) throw invalidInput(parsed.error, 'body');
  return parsed.data;
}

export function parseQuery<S extends z.ZodType>(c: ProductContext, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.query());
  if (!parsed.success) throw invalidInput(parsed.error, 'query');
  return parsed.data;
}

export function parsePath<S extends z.ZodType>(c: ProductContext, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw invalidInput(parsed.error, 'path');
  return parsed.data;
}

/** The caller's own record, found by the token's email (or, without one, by its sub). */
export function callerRecord(state: ProductState, caller: Caller): ProductUser | undefined {
  return (caller.email ? findUser(state, caller.email) : undefined) ?? findUser(state, caller.sub);
}

function isCaller(caller: Caller, record: ProductUser | undefined, requested: string): boolean {
  return (
    sameEmail(requested, caller.email) ||
    requested === caller.sub ||
    sameEmail(requested, record?.email) ||
    requested === record?.userId
  );
}

/**
 * The person a call is about. Without an e-mail/userId it is the caller. Another person's is refused with 403
 * for a teacher (before looking them up, so a teacher cannot probe who exists); an admin may name anybody.
 */
export function subjectOf(c: ProductContext, state: ProductState, requested?: string | null): ProductUser {
  const caller = c.get('caller');
  const own = callerRecord(state, caller);
  if (requested && !isCaller(caller, own, requested)) {
    if (!caller.isAdmin)
      throw forbidden("A teacher may only use their own data, not another person's.", 'other-user');
    const other = findUser(state, requested);
    if (!other)
      throw notFound(`There is no user with the e-mail or userId '${requested}'.`, 'user-not-found');
    return other;
  }
  if (!own) {
    const who = caller.email ?? caller.sub;
    throw notFound(
      `There is no user record for '${who}'. Create it with POST /user/CreateUser.`,
      'user-not-found',
    );
  }
  return own;
}
