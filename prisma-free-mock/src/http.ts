import type { Context } from 'hono';
import { z } from 'zod';

/** The request body as JSON, or undefined when it is missing or not JSON (the schema then says what is wrong). */
export async function readJson(c: Context): Promise<unknown> {
  try {
    return await c.req.json<unknown>();
  } catch {
    return undefined;
  }
}

/** A 400 answer with one readable sentence and the zod issues. */
export function validationError(c: Context, error: z.ZodError) {
  const message = error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
  return c.json({ error: `Invalid request: ${message}`, issues: z.treeifyError(error) }, 400);
}
