import type { ServerEnv } from './env';
import { log } from './log';

/**
 * What the deployment's tracking settings leave out (docs/decisions/0028): a tag manager (`ANALYTICS_ID`)
 * without a consent platform (`COOKIE_CONSENT_ID`) never loads, since statistics need consent first. Not a
 * refusal: the site works without it, but the operator should know their tracker is off.
 */
export function trackingWarning(e: Pick<ServerEnv, 'ANALYTICS_ID' | 'COOKIE_CONSENT_ID'>): string | null {
  if (e.ANALYTICS_ID?.trim() && !e.COOKIE_CONSENT_ID?.trim())
    return 'ANALYTICS_ID is set without COOKIE_CONSENT_ID: the tag manager will not load, since statistics need the visitor\'s consent first (docs/deploy.md, "Consent")';
  return null;
}

/** Logs the warning once, at boot (instrumentation.ts). */
export function warnAboutTracking(e: ServerEnv): void {
  const warning = trackingWarning(e);
  if (warning) log.warn(warning);
}
