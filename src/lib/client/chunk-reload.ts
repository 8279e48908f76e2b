/**
 * Failure to load a part of the application (SPEC section 8): usually a new release replaced the chunks the
 * open page knows. A full reload fetches the new ones; at most once per 60 s (SPEC section 9), so a chunk
 * that is really broken does not make the page reload forever.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'fis-chunk-reload-at';

const CHUNK_ERROR =
  /ChunkLoadError|Loading chunk [\w-]+ failed|Loading CSS chunk|Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed/i;

/** Whether an error (or rejection reason, or message) says that a part of the application failed to load. */
export function isChunkLoadError(error: unknown): boolean {
  if (!error) return false;
  if (typeof error === 'string') return CHUNK_ERROR.test(error);
  if (typeof error === 'object') {
    const { name, message } = error as { name?: unknown; message?: unknown };
    return (
      (typeof name === 'string' && name === 'ChunkLoadError') ||
      (typeof message === 'string' && CHUNK_ERROR.test(message))
    );
  }
  return false;
}

/** The decision: reload when there was no reload yet, or the last one is at least the window ago. */
export function shouldReloadAfterChunkError(
  lastReloadAt: number | null,
  now: number,
  windowMs = CHUNK_RELOAD_WINDOW_MS,
): boolean {
  if (lastReloadAt === null || !Number.isFinite(lastReloadAt)) return true;
  // A clock set back makes `now` earlier than the last reload: treat that as "long ago".
  return now - lastReloadAt >= windowMs || now < lastReloadAt;
}

export interface ReloadEnvironment {
  storage: Pick<Storage, 'getItem' | 'setItem'> | null;
  now: () => number;
  reload: () => void;
}

/** Reloads for a chunk-load error when the guard allows; returns whether it did. */
export function reloadForChunkError(error: unknown, environment: ReloadEnvironment): boolean {
  if (!isChunkLoadError(error)) return false;
  let last: number | null = null;
  try {
    const stored = environment.storage?.getItem(CHUNK_RELOAD_STORAGE_KEY);
    last = stored ? Number(stored) : null;
  } catch {
    last = null;
  }
  const now = environment.now();
  if (!shouldReloadAfterChunkError(last, now)) return false;
  try {
    environment.storage?.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Without storage the guard cannot hold; reloading once more is still better than a broken page.
  }
  environment.reload();
  return true;
}

function browserEnvironment(): ReloadEnvironment {
  let storage: Storage | null = null;
  try {
    storage = window.sessionStorage;
  } catch {
    storage = null;
  }
  return { storage, now: Date.now, reload: () => window.location.reload() };
}

/**
 * Listens for chunk-load failures on window; returns the clean-up. Not on the router: a page that fails to
 * load during a client-side navigation is Next's own case, which loads the destination in full
 * (`handleRouteInfoError` in next/dist/shared/lib/router/router.js; docs/decisions/0016). What is left is a
 * part loaded on demand outside a navigation (next/dynamic, `import()`), which Next leaves to the page.
 */
export function installChunkReload(): () => void {
  const handle = (error: unknown) => reloadForChunkError(error, browserEnvironment());
  const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
  const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
  return () => {
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  };
}
