import type { IncomingMessage } from 'node:http';
import { env } from './env';

export type GuardFailure = { status: 403 | 415; message: string } | null;

/**
 * Mutations come only from the site's own pages: a foreign Origin (or a cross-site fetch) is refused, and
 * a body that is not JSON is refused, which also rules out the "simple" cross-site form posts.
 */
export function checkMutation(req: IncomingMessage, { requireJson }: { requireJson: boolean }): GuardFailure {
  const origin = req.headers.origin;
  const site = new URL(env().SITE_URL).origin;
  const hostOrigin = req.headers.host ? `http://${req.headers.host}` : null;
  if (
    origin &&
    origin !== site &&
    origin !== hostOrigin &&
    origin !== hostOrigin?.replace('http:', 'https:')
  ) {
    return { status: 403, message: 'Forespørgslen kommer fra et andet website og er afvist.' };
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') {
    return { status: 403, message: 'Forespørgslen kommer fra et andet website og er afvist.' };
  }
  if (requireJson) {
    const type = (req.headers['content-type'] ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return { status: 415, message: 'Forespørgslen skal sendes som JSON.' };
  }
  return null;
}
