/**
 * Idle prefetch (spec section 9, "idle timeout before prefetching links: 2000 ms"): once the visitor has done
 * nothing for 2,000 ms, the links in view in the menus and the quicklinks are prefetched, so the next click
 * finds its page's code already loaded. In the pages router a prefetch fetches a route's code only, never its
 * server-side data, so it costs the upstreams nothing (docs/decisions/0017).
 */

export const IDLE_PREFETCH_MS = 2000;

/** The links prefetched: the menus (every `<nav>` of a page header) and any list marked for it (quicklinks). */
export const IDLE_PREFETCH_LINKS = 'header nav a[href], [data-idle-prefetch] a[href]';

/** What the visitor does that ends an idle stretch and starts the 2,000 ms again. */
export const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart', 'scroll'] as const;

export interface Box {
  top: number;
  left: number;
  bottom: number;
  right: number;
  width: number;
  height: number;
}

/** Whether a drawn box is at least partly inside the viewport (a hidden link has an empty box). */
export const inView = (box: Box, viewport: { width: number; height: number }): boolean =>
  box.width > 0 &&
  box.height > 0 &&
  box.bottom > 0 &&
  box.right > 0 &&
  box.top < viewport.height &&
  box.left < viewport.width;

/**
 * The pages worth prefetching among links' `href`s: paths on this site (not the API, not a file, not a
 * protocol-relative or outside address), without query or hash, not the page shown, each once, in order.
 */
export function prefetchablePaths(hrefs: readonly string[], currentPath: string): string[] {
  const paths = new Set<string>();
  for (const href of hrefs) {
    if (!href.startsWith('/') || href.startsWith('//')) continue;
    const path = href.split(/[?#]/)[0] ?? '';
    if (!path || path === currentPath || path.startsWith('/api/') || path.startsWith('/_next/')) continue;
    if (/\.[a-z0-9]+$/i.test(path)) continue;
    paths.add(path);
  }
  return [...paths];
}

/** What the scheduler needs of the browser (a window, or a stand-in in tests). */
export interface IdleHost {
  setTimeout: (run: () => void, ms: number) => number;
  clearTimeout: (handle: number) => void;
  addEventListener: (type: string, listener: () => void, options: AddEventListenerOptions) => void;
  removeEventListener: (type: string, listener: () => void, options: AddEventListenerOptions) => void;
  requestIdleCallback?: (run: () => void, options?: { timeout: number }) => number;
}

/**
 * Calls `run` once the host has seen no activity for IDLE_PREFETCH_MS (then in an idle callback, where the
 * browser has one). Activity restarts the wait. Returns the cancel.
 */
export function whenIdle(host: IdleHost, run: () => void, ms = IDLE_PREFETCH_MS): () => void {
  let timer = 0;
  let done = false;
  const options: AddEventListenerOptions = { passive: true, capture: true };
  const stop = () => {
    host.clearTimeout(timer);
    for (const type of ACTIVITY_EVENTS) host.removeEventListener(type, restart, options);
  };
  const fire = () => {
    if (done) return;
    done = true;
    stop();
    if (host.requestIdleCallback) host.requestIdleCallback(run, { timeout: 1000 });
    else run();
  };
  function restart() {
    host.clearTimeout(timer);
    timer = host.setTimeout(fire, ms);
  }
  for (const type of ACTIVITY_EVENTS) host.addEventListener(type, restart, options);
  restart();
  return () => {
    done = true;
    stop();
  };
}
