import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { ACCOUNTS } from '../support/accounts';
import { startMock } from './harness';
import { mintAccessToken } from './tokens';

/** The product API's error body. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  reason?: string;
  errors?: { path: string; message: string }[];
  emails?: string[];
  remainingSeats?: number;
}

export interface ApiAnswer<T> {
  status: number;
  /** The parsed JSON, typed as the success shape; read `error` for a refusal. */
  body: T;
  error: ApiErrorBody;
}

/** Who calls: a seeded person's e-mail (a fresh 30-minute token), or an explicit token and key. */
export type Who = string | { token?: string | null; key?: string | null };

/**
 * A small client for the stand-in's product API, the way the site's upstream client calls it. `running` is the
 * stand-in, or a function that gives it when a call is made (as `standInForFile` hands it out).
 */
export function productClient(running: RunningMock | (() => RunningMock)) {
  const current = typeof running === 'function' ? running : () => running;
  const tokens = new Map<string, string>();
  const tokenFor = async (email: string) => {
    const cached = tokens.get(email);
    if (cached) return cached;
    const token = await mintAccessToken(current(), { email });
    tokens.set(email, token);
    return token;
  };

  async function call<T>(method: string, path: string, who: Who, body?: unknown): Promise<ApiAnswer<T>> {
    const mock = current();
    const headers: Record<string, string> = {};
    const key = typeof who === 'string' ? mock.config.subscriptionKey : who.key;
    const token = typeof who === 'string' ? await tokenFor(who) : who.token;
    if (key) headers['Ocp-Apim-Subscription-Key'] = key;
    if (token) headers.Authorization = `Bearer ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${mock.origin}/product-api${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      throw new Error(
        `Expected JSON from ${method} ${path} (${response.status}), got: ${text.slice(0, 200)}`,
      );
    }
    return { status: response.status, body: parsed as T, error: parsed as ApiErrorBody };
  }

  return {
    tokenFor,
    get: <T = unknown>(path: string, who: Who) => call<T>('GET', path, who),
    post: <T = unknown>(path: string, who: Who, body?: unknown) => call<T>('POST', path, who, body),
    del: <T = unknown>(path: string, who: Who, body?: unknown) => call<T>('DELETE', path, who, body),
  };
}

export type ProductClient = ReturnType<typeof productClient>;

/**
 * The stand-in-tier file's set-up, written once: a private stand-in started before the file's first test, its
 * world reset before every test and closed after the last. `mock()` is the running stand-in (inside a test or
 * hook); `api` calls its product API.
 *
 *   const { mock, api } = standInForFile();
 *   it('…', async () => expect((await api.get('/user/GetUser', TEACHER)).status).toBe(200));
 */
export function standInForFile(): { mock: () => RunningMock; api: ProductClient } {
  let started: RunningMock | undefined;
  const mock = () => {
    if (!started)
      throw new Error('The stand-in starts before the first test: call mock() inside a test or hook.');
    return started;
  };
  beforeAll(async () => {
    started = await startMock();
  });
  afterAll(() => started?.close());
  beforeEach(() => mock().store.reset());
  return { mock, api: productClient(mock) };
}

/** The demo people as the client's `who`: their e-mails (tests/support/accounts.ts). */
export const TEACHER = ACCOUNTS.teacher.email;
export const ADMIN = ACCOUNTS.admin.email;
export const NEW_TEACHER = ACCOUNTS.newTeacher.email;
