import { randomUUID } from 'node:crypto';

/**
 * The id that ties one request's log lines together. A caller's `x-request-id` is kept only when it is a short
 * token of safe characters (a load balancer's id); anything else, which a client could use to forge or break log
 * lines, is replaced by a fresh one.
 */
const SAFE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdFrom(header: string | string[] | null | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return typeof value === 'string' && SAFE_ID.test(value) ? value : randomUUID();
}
