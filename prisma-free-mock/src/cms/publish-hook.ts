import type { Logger } from 'pino';

/** Where and how the stand-in CMS tells the site that content changed (docs/cms.md, "Publish webhook"). */
export interface PublishHook {
  /** The site's webhook, e.g. http://localhost:3000/api/revalidate. */
  url: string;
  /** Sent as `x-revalidate-secret`: the site's REVALIDATE_SECRET. */
  secret: string;
}

export type PublishScope = { paths: string[] } | { all: true };

/** How long the stand-in waits for the site; a site that does not answer must not hold up the editor. */
const HOOK_TIMEOUT_MS = 5000;

/**
 * Calls the site's webhook after a content change, as a real CMS's publish hook does. It answers with the
 * site's status, or null when no hook is configured or the site did not answer; a failure is logged, never
 * thrown: the change itself stands.
 */
export async function callPublishHook(
  hook: PublishHook | undefined,
  scope: PublishScope,
  log: Logger,
): Promise<number | null> {
  if (!hook) return null;
  try {
    const response = await fetch(hook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-revalidate-secret': hook.secret },
      body: JSON.stringify(scope),
      signal: AbortSignal.timeout(HOOK_TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) log.warn({ status: response.status, url: hook.url }, 'publish webhook refused');
    return response.status;
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error), url: hook.url },
      'publish webhook failed',
    );
    return null;
  }
}
