/**
 * Requests to the site's tRPC endpoint as a browser on the site's own pages sends them, and what an answer to a
 * hostile request may look like.
 */
export const SITE = 'http://localhost:3200';

export interface WireRequest {
  /** What the case is, for the failure report. */
  label: string;
  method: string;
  /** Below /api/trpc/, with its query string, already encoded. */
  target: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array<ArrayBuffer>;
  /** Without the headers a same-origin page adds (Origin, Sec-Fetch-Site, the JSON content type). */
  bare?: boolean;
  /** Refused by Next's router before the site's code runs (a malformed path): a plain-text 4xx is its answer. */
  byRouter?: boolean;
}

export interface Answer {
  label: string;
  status: number;
  text: string;
  /** The parsed body, or undefined when it is not JSON. */
  json: unknown;
}

/** The headers fetch() adds on the site's own pages: the mutation guard (src/server/guards.ts) checks them. */
export function sameOriginHeaders(method: string): Record<string, string> {
  return {
    origin: SITE,
    'sec-fetch-site': 'same-origin',
    ...(method === 'GET' || method === 'HEAD' ? {} : { 'content-type': 'application/json' }),
  };
}

export async function send(request: WireRequest, cookie: string | null): Promise<Answer> {
  const headers = {
    ...(request.bare ? {} : sameOriginHeaders(request.method)),
    ...(cookie ? { cookie } : {}),
    ...request.headers,
  };
  const response = await fetch(`${SITE}/api/trpc/${request.target}`, {
    method: request.method,
    headers,
    body: request.body,
    redirect: 'manual',
  });
  const text = await response.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { label: request.label, status: response.status, text, json };
}

/** Text that must never reach a browser: a stack trace, an upstream's own words or API address, a token. */
const LEAKS: [string, RegExp][] = [
  ['stack trace', /(?:\n|\\n)\s+at |\bat [\w.<>]+ \(|node_modules|\.ts:\d+/],
  ['upstream API address', /product-api\/|\/cms\/api\//],
  ['stand-in error text', /Injected fault|Internal error in the stand-in|statusCode/],
  ['credential', /Bearer |Ocp-Apim|subscription-key|eyJ[\w-]{10,}\./i],
  [
    'exception text',
    /TypeError|RangeError|SyntaxError|ReferenceError|Maximum call stack|Cannot read prop|URI malformed/,
  ],
];

/** In a refusal, not even the upstream's origin (a normal answer carries public media URLs on it). */
const ERROR_LEAKS: [string, RegExp][] = [['upstream origin', /localhost:4210|127\.0\.0\.1:4210/]];

function leaksIn(text: string, isError: boolean): string[] {
  const patterns = isError ? [...LEAKS, ...ERROR_LEAKS] : LEAKS;
  return patterns.filter(([, pattern]) => pattern.test(text)).map(([what]) => `leaks ${what}`);
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One tRPC answer item: `{ result: { data } }` or `{ error: { message, code, data? } }`; problems found. */
function envelopeProblems(item: unknown): string[] {
  if (!isRecord(item)) return ['an answer item is not an object'];
  if (isRecord(item.result)) return [];
  const error = item.error;
  if (!isRecord(error)) return ['neither result nor error'];
  const problems: string[] = [];
  if (typeof error.message !== 'string') problems.push('error without a message');
  const data = error.data;
  if (isRecord(data)) {
    if (data.stack !== undefined) problems.push('error.data.stack is sent');
    if (typeof data.httpStatus === 'number' && data.httpStatus >= 500)
      problems.push(`item status ${data.httpStatus}`);
  }
  return problems;
}

/**
 * What is wrong with an answer to a hostile request: a 5xx, a body that is not a tRPC JSON envelope, or
 * text that leaks. Statuses that Node's HTTP parser answers itself, before any of the site's code (431 for
 * headers or a URL over its 16 KB), carry no body.
 */
export function problemsOf(answer: Answer): string[] {
  const problems: string[] = [];
  if (answer.status >= 500) problems.push(`status ${answer.status}`);
  else if (answer.status >= 300 && answer.status < 400) problems.push(`redirect ${answer.status}`);
  if (answer.status === 431 && answer.text === '') return problems;
  if (answer.json === undefined) {
    problems.push(...leaksIn(answer.text, true));
    problems.push(`body is not JSON: ${JSON.stringify(answer.text.slice(0, 80))}`);
    return problems;
  }
  const items = Array.isArray(answer.json) ? answer.json : [answer.json];
  if (items.length === 0) problems.push('empty batch answer');
  for (const item of items) {
    problems.push(...envelopeProblems(item));
    problems.push(...leaksIn(JSON.stringify(item), !(isRecord(item) && isRecord(item.result))));
  }
  return [...new Set(problems)];
}

/** The statuses of an answer: the HTTP status, and each batch item's own. */
export function itemStatuses(answer: Answer): number[] {
  const items = Array.isArray(answer.json) ? answer.json : [answer.json];
  return items.map((item) => {
    if (isRecord(item) && isRecord(item.error) && isRecord(item.error.data)) {
      const status = item.error.data.httpStatus;
      if (typeof status === 'number') return status;
    }
    return isRecord(item) && isRecord(item.result) ? 200 : answer.status;
  });
}

/** True when the answer is the input validator's refusal (a BAD_REQUEST with the zod issues). */
export function isValidatorRefusal(answer: Answer): boolean {
  const items = Array.isArray(answer.json) ? answer.json : [answer.json];
  return items.some(
    (item) => isRecord(item) && isRecord(item.error) && isRecord(item.error.data) && item.error.data.zodError,
  );
}

/** True when every item is a 4xx, or a result whose data is `null`; also for a bodiless 4xx. */
export function everyItemRefusedOrNull(answer: Answer): boolean {
  if (answer.json === undefined) return answer.status >= 400 && answer.status < 500;
  const items = Array.isArray(answer.json) ? answer.json : [answer.json];
  const statuses = itemStatuses(answer);
  return items.every(
    (item, i) =>
      (statuses[i] ?? 0) >= 400 || (isRecord(item) && isRecord(item.result) && item.result.data === null),
  );
}
