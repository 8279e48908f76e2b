import { pipeline } from 'node:stream/promises';
import { JSONParser } from '@streamparser/json-node';
import { errors, request, type Dispatcher } from 'undici';
import type { z } from 'zod';
import {
  AnswerTooLarge,
  answerTooLarge,
  malformedAnswer,
  noAnswer,
  pool,
  readBody,
  UpstreamError,
  type UpstreamService,
} from './http';
import { upstreamCallName } from '../metrics/labels';
import { measured } from '../metrics/upstream';

/**
 * One JSON list from an upstream read as a stream: each item is parsed as it arrives, validated with its schema
 * and handed on, so memory holds one item and a chunk or two however long the list is. For the admin exports,
 * whose lists grow with the number of users (docs/decisions/0023). `requestJson` stays the rule for every other
 * call: its answer is read whole and validated as one.
 *
 * Failures before the answer's body (unreachable, timed out, a refusal) are thrown by the call itself, as
 * `requestJson` throws them, so the caller's error policy applies. Failures while the list streams (a malformed
 * item, a stalled or broken connection, JSON cut short) are thrown by the iteration: the caller has already
 * handed out part of the list and must end what it writes as broken, not as a shorter whole.
 */
export interface ItemsOptions<S extends z.ZodType> {
  headers?: Record<string, string>;
  /** Waiting for the answer's headers, and for each piece of its body while we are reading it. */
  timeoutMs: number;
  /** Where the items are: `$.*` when the answer is one array, `$.users.*` for the `users` array of an object. */
  path: `$.${string}*`;
  /** The strict schema of one item (the same one the whole-answer schema uses for its list). */
  item: S;
  /** The most bytes read between two items (one item, or what comes before the first), 1 MB by default. */
  maxItemBytes?: number;
}

/** One item of an admin list is a few hundred bytes; a megabyte without one is a runaway or hostile answer. */
export const MAX_ITEM_BYTES = 1024 * 1024;

const isSpace = (byte: number) => byte === 0x20 || byte === 0x0a || byte === 0x0d || byte === 0x09;

/**
 * The streaming parser with two guards: the answer must open with the bracket the path expects (`[` for `$.*`,
 * `{` for `$.name.*`, so `null` or an object is not read as an empty list), and no more than `limit` bytes may
 * pass without an item (the parser buffers an unfinished item whole).
 */
class GuardedParser extends JSONParser {
  private sinceItem = 0;
  private opened = false;

  constructor(
    path: string,
    private readonly opening: number,
    private readonly limit: number,
  ) {
    // keepStack: false drops each emitted item from its parent array, so the list is never gathered. A string
    // buffer makes the parser gather a string's bytes in one array instead of a string per character: about
    // 40 % less time for 25,000 users (docs/decisions/0023).
    super({ paths: [path], keepStack: false, stringBufferSize: 64 * 1024 });
  }

  override push(chunk: unknown, encoding?: BufferEncoding): boolean {
    this.sinceItem = 0;
    return super.push(chunk, encoding);
  }

  override _transform(chunk: Buffer, encoding: BufferEncoding, done: (error?: Error | null) => void) {
    if (!this.opened) {
      const first = chunk.findIndex((byte) => !isSpace(byte));
      if (first >= 0) {
        if (chunk[first] !== this.opening)
          return done(new SyntaxError('the answer is not the expected list'));
        this.opened = true;
      }
    }
    this.sinceItem += chunk.byteLength;
    if (this.sinceItem > this.limit) return done(new AnswerTooLarge());
    super._transform(chunk, encoding, done);
  }
}

/**
 * A GET whose answer is a (possibly long) list: resolves, once the answer's headers say 2xx, to its items. The
 * call is counted and timed until then (docs/decisions/0032).
 */
export function requestJsonItems<S extends z.ZodType>(
  service: UpstreamService,
  url: URL,
  options: ItemsOptions<S>,
): Promise<AsyncIterable<z.infer<S>>> {
  return measured(service, upstreamCallName(service, url.pathname), () => callItems(service, url, options));
}

async function callItems<S extends z.ZodType>(
  service: UpstreamService,
  url: URL,
  options: ItemsOptions<S>,
): Promise<AsyncIterable<z.infer<S>>> {
  const where = `GET ${url.pathname}`;
  // Until the body streams, the whole call has the usual deadline (connecting and the headers included); the
  // deadline is lifted when the list starts, so a long list is not cut at the deadline (bodyTimeout then).
  const deadline = new AbortController();
  const timer = setTimeout(() => deadline.abort(), options.timeoutMs);
  const { signal } = deadline;
  const failed = () => noAnswer(service, where, signal.aborted);
  let answer: Dispatcher.ResponseData;
  try {
    answer = await request(url, {
      dispatcher: pool,
      method: 'GET',
      headers: { accept: 'application/json', ...options.headers },
      // Measured only while the body is being read: an admin's slow download pauses it without timing out.
      bodyTimeout: options.timeoutMs,
      signal,
    });
  } catch {
    clearTimeout(timer);
    throw failed();
  }
  const status = answer.statusCode;
  if (status < 200 || status > 299) {
    let body: unknown = null;
    try {
      body = await readBody(answer);
    } catch {
      throw failed();
    } finally {
      clearTimeout(timer);
    }
    throw new UpstreamError(service, status, body, `${where}: ${status}`);
  }
  clearTimeout(timer);
  return items(service, where, url.pathname, answer.body, options);
}

async function* items<S extends z.ZodType>(
  service: UpstreamService,
  where: string,
  path: string,
  body: Dispatcher.ResponseData['body'],
  options: ItemsOptions<S>,
): AsyncGenerator<z.infer<S>> {
  const parser = new GuardedParser(
    options.path,
    options.path === '$.*' ? 0x5b : 0x7b,
    options.maxItemBytes ?? MAX_ITEM_BYTES,
  );
  // The pipeline closes the upstream socket if the parser fails or the reader stops early, and vice versa.
  const piping = pipeline(body, parser);
  piping.catch(() => undefined);
  let index = 0;
  try {
    for await (const parsed of parser as AsyncIterable<{ value: unknown }>) {
      const item = options.item.safeParse(parsed.value);
      if (!item.success) {
        throw malformedAnswer(service, where, { path, item: index, issues: item.error.issues.slice(0, 5) });
      }
      index += 1;
      yield item.data;
    }
    await piping;
  } catch (error) {
    if (error instanceof UpstreamError) throw error;
    if (error instanceof AnswerTooLarge) throw answerTooLarge(service, where, path);
    if (error instanceof errors.BodyTimeoutError) throw noAnswer(service, where, true);
    if (error instanceof errors.UndiciError) throw noAnswer(service, where, false);
    throw malformedAnswer(service, where, { path, item: index });
  }
}
