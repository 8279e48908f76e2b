import { createHash } from 'node:crypto';
import pino from 'pino';
import { currentTraceId } from './tracing/spans';

/**
 * No e-mail address in a log line: each one is replaced by a short hash of it (`e-mail:3f9a1c2b`), so lines
 * about the same person can still be followed without naming them. It covers the message and every string in
 * the logged object, also e-mails inside upstream paths (`/events/users/{email}/…`) and error messages.
 */
const EMAIL = /[A-Za-z0-9._%+-]+(?:@|%40)[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;

export const hashEmail = (email: string) =>
  `e-mail:${createHash('sha256').update(email.toLowerCase()).digest('hex').slice(0, 8)}`;

const decoded = (text: string) => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

export const scrubEmails = (text: string) => text.replace(EMAIL, (match) => hashEmail(decoded(match)));

function scrub(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return scrubEmails(value);
  if (depth > 4 || value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  if (value instanceof Error) return { type: value.name, message: scrubEmails(value.message) };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, scrub(item, depth + 1)]));
}

/**
 * The site's structured logger. Redaction is a second line of defence: code never logs tokens, cookies or
 * passwords on purpose.
 */
export const logOptions: pino.LoggerOptions = {
  name: 'site',
  level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
  redact: {
    paths: [
      '*.accessToken',
      '*.refreshToken',
      '*.idToken',
      '*.password',
      '*.cookie',
      '*.authorization',
      'req.headers.cookie',
      'req.headers.authorization',
    ],
    censor: '[skjult]',
  },
  formatters: {
    log: (object) => scrub(object) as Record<string, unknown>,
  },
  // A line written during a traced request leads to its trace (docs/decisions/0032); nothing while tracing is off.
  mixin: () => {
    const traceId = currentTraceId();
    return traceId ? { trace_id: traceId } : {};
  },
  hooks: {
    logMethod(args, method) {
      method.apply(
        this,
        args.map((arg) => (typeof arg === 'string' ? scrubEmails(arg) : arg)) as Parameters<typeof method>,
      );
    },
  },
};

export const log = pino(logOptions);

export type Logger = typeof log;
