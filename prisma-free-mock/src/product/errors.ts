import type { Context } from 'hono';
import type { z } from 'zod';

export type ErrorStatus = 400 | 401 | 403 | 404 | 409;

/**
 * A refusal of the product API, thrown by the domain functions and turned into the upstream's error shape
 * `{ statusCode, message, reason?, ...details }` by the app's error handler. `reason` is a stable token the
 * site can map to a Danish message; `message` is a readable English sentence for logs and raw policies.
 */
export class ApiError extends Error {
  constructor(
    readonly status: ErrorStatus,
    message: string,
    readonly reason?: string,
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const badRequest = (message: string, reason = 'invalid-input', details?: Record<string, unknown>) =>
  new ApiError(400, message, reason, details);
export const forbidden = (message: string, reason = 'forbidden', details?: Record<string, unknown>) =>
  new ApiError(403, message, reason, details);
export const notFound = (message: string, reason = 'not-found', details?: Record<string, unknown>) =>
  new ApiError(404, message, reason, details);
export const conflict = (message: string, reason: string, details?: Record<string, unknown>) =>
  new ApiError(409, message, reason, details);

/** One readable sentence naming every bad field, with the issues listed under `errors`. */
export function invalidInput(error: z.ZodError, where: 'body' | 'query' | 'path'): ApiError {
  const errors = error.issues.map((issue) => ({
    path: issue.path.map(String).join('.'),
    message: issue.message,
  }));
  const parts = errors.map((e) => `${e.path || where} ${e.message}`);
  return badRequest(`The request is not valid: ${parts.join('; ')}.`, 'invalid-input', { errors });
}

export function errorResponse(c: Context, error: ApiError) {
  return c.json(
    {
      statusCode: error.status,
      message: error.message,
      ...(error.reason ? { reason: error.reason } : {}),
      ...error.details,
    },
    error.status,
  );
}
