import type { AnyProcedure } from '@trpc/server';
import { z } from 'zod';
import { appRouter } from '@/server/routers/root';

export type Role = 'anonymous' | 'teacher' | 'admin';

export interface ProcedureInfo {
  path: string;
  type: 'query' | 'mutation';
  /** The input schema, when the procedure takes input (the site's procedures take at most one). */
  input: z.ZodType | null;
}

/**
 * Every procedure of the app router, read from its definition: a procedure added later is fuzzed without
 * anyone listing it here.
 */
export function listProcedures(): ProcedureInfo[] {
  // At run time the router keeps every procedure in one flat record by dotted path.
  const record: Record<string, unknown> = appRouter._def.procedures;
  return Object.entries(record).map(([path, procedure]) => {
    if (!isProcedure(procedure)) throw new Error(`${path}: not a procedure`);
    const { type, inputs } = procedure._def;
    if (type === 'subscription') throw new Error(`${path}: subscriptions are not fuzzed over HTTP`);
    const [input, ...more] = inputs;
    if (more.length > 0) throw new Error(`${path}: more than one input parser`);
    if (input !== undefined && !(input instanceof z.ZodType))
      throw new Error(`${path}: an input parser that is not zod`);
    return { path, type, input: input ?? null };
  });
}

function isProcedure(value: unknown): value is AnyProcedure {
  return (
    typeof value === 'function' && '_def' in value && typeof value._def === 'object' && value._def !== null
  );
}
