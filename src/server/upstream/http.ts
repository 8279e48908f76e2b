import { trace } from '@opentelemetry/api';
import { Agent, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import { log } from '../log';
import { upstreamCallName } from '../metrics/labels';
import { measured } from '../metrics/upstream';

export type UpstreamService = 'product' | 'cms' | 'search';

/** A failed upstream call: the status (502 for a malformed answer, 504 for a timeout) and the parsed body. */
export class UpstreamError extends Error {
  constructor(
    readonly service: UpstreamService,
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }

  /** The upstream's own human-readable message, when its body carries one. */
  get upstreamMessage(): string | null {
    if (this.body && typeof this.body === 'object') {
      const record = this.body as Record<string, unknown>;
      for (const key of ['message', 'error', 'Message']) {
        const value = record[key];
        if (typeof value === 'string' && value.trim()) return value;
      }
    }
    return null;
  }

  /**
   * The upstream's stable refusal code, for the screens to map to Danish text: the product API's `reason`
   * ("invalid-code", "event-full" …) or the attendee endpoints' `code` ("full", "duplicate" …).
   */
  get reason(): string | null {
    if (this.body && typeof this.body === 'object') {
      const record = this.body as Record<string, unknown>;
      for (const key of ['reason', 'code']) {
        const value = record[key];
        if (typeof value === 'string' && value.trim()) return value;
      }
    }
    return null;
  }
}

export interface RequestOptions<S extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  headers?: Record<string, string>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  timeoutMs: number;
  /** Answers the UI depends on are parsed; a malformed answer is logged and handled like a failure. */
  schema: S;
  /** The size cap of the answer (MAX_ANSWER_BYTES by default); a larger one is a 502. */
  maxBytes?: number;
}

export function buildUrl(base: string, path: string, query?: RequestOptions<z.ZodType>['query']): URL {
  const url = new URL(`${base.replace(/\/$/, '')}${path}`);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url;
}

/** The largest upstream answer read (16 MB: the admin's 10,000-user lists fit many times over). */
export const MAX_ANSWER_BYTES = 16 * 1024 * 1024;

export class AnswerTooLarge extends Error {}

/** The one answer to a call that got no answer: timed out (504) or unreachable (502). */
export const noAnswer = (service: UpstreamService, where: string, timedOut: boolean) =>
  new UpstreamError(
    service,
    timedOut ? 504 : 502,
    null,
    `${where}: ${timedOut ? 'timed out' : 'unreachable'}`,
  );

/** An answer over the size cap: logged, and refused as 502. */
export function answerTooLarge(service: UpstreamService, where: string, path: string): UpstreamError {
  log.error({ service, path }, 'upstream answer over the size cap');
  return new UpstreamError(service, 502, null, `${where}: answer too large`);
}

/** An answer (or one item of a list) that does not fit its schema: logged with its first issues, refused as 502. */
export function malformedAnswer(
  service: UpstreamService,
  where: string,
  details: { path: string; issues?: readonly unknown[]; item?: number },
): UpstreamError {
  log.error({ service, ...details }, 'malformed upstream answer');
  return new UpstreamError(service, 502, null, `${where}: malformed answer`);
}

/**
 * One connection pool for every upstream, kept alive between calls. undici's `request` rather than the global
 * `fetch`: a signed-in page makes several upstream calls, and `fetch`'s WHATWG streams cost three times the
 * CPU per call (docs/decisions/0017). A socket idle for 4 s is closed, under the servers' usual 5 s.
 */
export const pool = new Agent({ keepAliveTimeout: 4_000, connections: 128 });

type Body = Dispatcher.ResponseData['body'];

/** Drops an answer's body unread, closing its socket (the abort it raises is expected, not a failure). */
function discard(body: Body) {
  body.on('error', () => {});
  body.destroy();
}

/** The answer's text, read no further than `limit` bytes: a runaway or hostile upstream cannot fill the memory. */
async function readText(body: Body, declaredLength: string | string[] | undefined, limit: number) {
  const declared = Number(declaredLength);
  if (Number.isFinite(declared) && declared > limit) {
    discard(body);
    throw new AnswerTooLarge();
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body as AsyncIterable<Buffer>) {
    size += chunk.byteLength;
    // Leaving the loop by throwing closes the body, and with it the socket.
    if (size > limit) throw new AnswerTooLarge();
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

export async function readBody(answer: Dispatcher.ResponseData, limit = MAX_ANSWER_BYTES): Promise<unknown> {
  const text = await readText(answer.body, answer.headers['content-length'], limit);
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/**
 * One JSON call to an upstream, with a timeout; throws `UpstreamError` for every kind of failure. Every call is
 * counted and timed by its service and call name (docs/decisions/0032).
 */
export function requestJson<S extends z.ZodType>(
  service: UpstreamService,
  url: URL,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  return measured(service, upstreamCallName(service, url.pathname), () => callJson(service, url, options));
}

async function callJson<S extends z.ZodType>(
  service: UpstreamService,
  url: URL,
  options: RequestOptions<S>,
): Promise<z.infer<S>> {
  const method = options.method ?? 'GET';
  const where = `${method} ${url.pathname}`;
  const signal = AbortSignal.timeout(options.timeoutMs);
  const failed = () => noAnswer(service, where, signal.aborted);
  let answer: Dispatcher.ResponseData;
  try {
    answer = await request(url, {
      dispatcher: pool,
      method,
      headers: {
        accept: 'application/json',
        ...(options.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...options.headers,
      },
      body: options.body !== undefined ? JSON.stringify(options.body) : undefined,
      signal,
    });
  } catch {
    throw failed();
  }
  let body: unknown;
  try {
    body = await readBody(answer, options.maxBytes);
  } catch (error) {
    if (error instanceof AnswerTooLarge) throw answerTooLarge(service, where, url.pathname);
    throw failed();
  }
  const status = answer.statusCode;
  trace.getActiveSpan()?.setAttribute('http.response.status_code', status);
  if (status < 200 || status > 299) throw new UpstreamError(service, status, body, `${where}: ${status}`);
  const parsed = options.schema.safeParse(body);
  if (!parsed.success) {
    throw malformedAnswer(service, where, { path: url.pathname, issues: parsed.error.issues.slice(0, 5) });
  }
  return parsed.data;
}

/**
 * Whether an upstream answers at all (readiness): any HTTP answer below 500 counts, as an unauthenticated call
 * is refused with 401 by a healthy API. Never throws.
 */
export async function probe(url: URL, timeoutMs: number): Promise<{ ok: boolean; status: number | null }> {
  try {
    const answer = await request(url, {
      dispatcher: pool,
      method: 'GET',
      signal: AbortSignal.timeout(timeoutMs),
    });
    discard(answer.body);
    return { ok: answer.statusCode < 500, status: answer.statusCode };
  } catch {
    return { ok: false, status: null };
  }
}
