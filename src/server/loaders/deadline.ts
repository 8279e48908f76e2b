import type { QueryClient } from '@tanstack/react-query';
import { log } from '../log';

/**
 * What a screen's loader does when its server-side data is late (docs/decisions/0011):
 * - props to render with when the deadline passes first: the screen renders what has arrived, and the rest in
 *   its loading state for the browser to fetch;
 * - `'wait'`: the loader's own answer decides the screen's layout (which step of Min profil to show), so it is
 *   waited for; the upstream timeout still bounds it.
 */
export type WhenLate<Extra> = Extra | 'wait';

export interface Deadlined<Extra> {
  extra: Extra;
  /** The deadline passed before everything the loader asked for had answered. */
  late: boolean;
}

const LATE = Symbol('late');

function timer(ms: number): { done: Promise<typeof LATE>; clear: () => void } {
  let handle: ReturnType<typeof setTimeout> | undefined;
  const done = new Promise<typeof LATE>((resolve) => {
    handle = setTimeout(() => resolve(LATE), Math.max(0, ms));
  });
  return { done, clear: () => clearTimeout(handle) };
}

/** Resolves when no query of the client is fetching (a prefetch started and not awaited by the loader). */
function idle(client: QueryClient): Promise<void> {
  return new Promise((resolve) => {
    if (client.isFetching() === 0) return resolve();
    const unsubscribe = client.getQueryCache().subscribe(() => {
      if (client.isFetching() > 0) return;
      unsubscribe();
      resolve();
    });
  });
}

/**
 * Runs a screen's loader against the deadline. Before it: unchanged, the loader's answer and every query it
 * started. After it: the loader's answer is dropped (or waited for, `'wait'`), and what is still fetching is left
 * behind; only the settled answers are dehydrated, so the browser asks for the others itself.
 *
 * An abandoned call runs on until it answers or the upstream timeout ends it; its failure is the procedure's
 * own (logged by its policy when the policy logs), never an unhandled rejection.
 */
export async function withinDeadline<Extra>(
  client: QueryClient,
  load: () => Promise<Extra>,
  deadlineMs: number,
  whenLate: WhenLate<Extra>,
): Promise<Deadlined<Extra>> {
  const started = Date.now();
  const loading = load();
  const deadline = timer(deadlineMs);
  let extra: Extra;
  let late = false;
  try {
    const first = await Promise.race([loading, deadline.done]);
    if (first !== LATE) extra = first;
    else if (whenLate === 'wait') {
      late = true;
      extra = await loading;
    } else {
      loading.catch((error: unknown) =>
        log.debug(
          { err: error instanceof Error ? error.message : String(error) },
          'a late screen loader failed after its page was sent',
        ),
      );
      return { extra: whenLate, late: true };
    }
  } finally {
    deadline.clear();
  }
  // The loader is done; prefetches it started without waiting for them get what is left of the deadline.
  const rest = timer(deadlineMs - (Date.now() - started));
  try {
    const settled = await Promise.race([idle(client).then(() => null), rest.done]);
    return { extra, late: late || settled === LATE };
  } finally {
    rest.clear();
  }
}
