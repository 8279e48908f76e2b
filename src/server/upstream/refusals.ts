import type { UpstreamError } from './http';

/**
 * The refusal codes the upstreams document (prisma-free-mock/docs/product-api.md section 2, and the CMS
 * attendee endpoints), which the screens map to Danish texts. Only a 4xx refusal with one of these is passed on
 * to the browser with its reason and message; anything else (a 5xx, a gateway's or proxy's own body, an unknown
 * code) becomes the generic Danish text, so no upstream internals reach a person.
 */
export const KNOWN_REASONS: ReadonlySet<string> = new Set([
  // product API
  'invalid-input',
  'invalid-code',
  'unauthorized',
  'admin-only',
  'other-user',
  'no-email',
  'no-institution',
  'institution-pending',
  'not-in-program',
  'code-required',
  'material-locked',
  'not-found',
  'user-not-found',
  'institution-not-found',
  'event-not-found',
  'program-not-found',
  'material-not-found',
  'user-exists',
  'institution-exists',
  'institution-confirmed',
  'event-past',
  'already-signed-up',
  'event-full',
  'submission-exists',
  // CMS attendee endpoints
  'closed',
  'duplicate',
  'full',
  'members-only',
  'unknown-event',
]);

/** The refusal's reason when it may be shown: a 4xx with a documented reason; null otherwise. */
export function publicReason(error: UpstreamError): string | null {
  const { reason, status } = error;
  return status >= 400 && status < 500 && reason !== null && KNOWN_REASONS.has(reason) ? reason : null;
}
