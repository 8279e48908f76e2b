import type { NextRouter } from 'next/router';
import { useEffect, useSyncExternalStore } from 'react';
import { onPageChange } from '@/lib/client/page-change';
import { askSession } from '@/lib/client/session-answer';
import type { Viewer } from '@/server/loaders/navigation';

/**
 * Who is looking, as the browser learns it (docs/decisions/0004, "One HTML for everyone"). A public page's HTML
 * is the same for every visitor, so it cannot say who is signed in: the page asks the `session.get` procedure
 * once it runs, and again after each client-side navigation while someone is signed in (that call applies the
 * session's token rules, as every navigation must). A teacher or admin screen knows its viewer from the server
 * and hands it in; it is never asked for then.
 *
 * - `unknown`: not known yet (the server's render, and until the answer comes). The header keeps the login
 *   button's place; no tracker and no header script runs.
 * - `known`: the answer.
 * - `failed`: no answer (offline, a server error): shown as a visitor, but trackers and header scripts stay off,
 *   since an administrator's browser must never run them.
 */
export type ViewerState = { status: 'unknown' } | { status: 'known'; viewer: Viewer } | { status: 'failed' };

const UNKNOWN: ViewerState = { status: 'unknown' };
let state: ViewerState = UNKNOWN;
let asking: Promise<void> | null = null;
const listeners = new Set<() => void>();

function set(next: ViewerState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Asks the server once (calls made while one is under way share it). */
export function askViewer(): Promise<void> {
  asking ??= (async () => {
    try {
      const answer = await askSession();
      set({
        status: 'known',
        viewer: answer.loggedIn
          ? { loggedIn: true, isAdmin: answer.isAdmin, name: answer.name }
          : { loggedIn: false, isAdmin: false, name: null },
      });
    } catch {
      if (state.status !== 'known') set({ status: 'failed' });
    } finally {
      asking = null;
    }
  })();
  return asking;
}

/** A screen's viewer as its server render knew it. */
export function rememberViewer(viewer: Viewer): void {
  if (
    state.status !== 'known' ||
    state.viewer.loggedIn !== viewer.loggedIn ||
    state.viewer.isAdmin !== viewer.isAdmin
  )
    set({ status: 'known', viewer });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * The viewer for this page: `fromServer` when the page's props carry it (teacher and admin screens), else what
 * the browser has learnt. The server's render and the first render in the browser are always `unknown` for a
 * public page, so hydration matches.
 */
export function useViewer(fromServer?: Viewer | null): ViewerState {
  const learnt = useSyncExternalStore(
    subscribe,
    () => state,
    () => UNKNOWN,
  );
  useEffect(() => {
    if (fromServer) rememberViewer(fromServer);
    else if (state.status === 'unknown') void askViewer();
  }, [fromServer]);
  return fromServer ? { status: 'known', viewer: fromServer } : learnt;
}

/**
 * After each client-side navigation while someone is signed in, asks again: the page's data no longer runs the
 * session's token rules, so this call does (an ended session shows the visitor's header, and the watcher sends
 * them to the login page).
 */
export function useViewerFollowsNavigation(events: NextRouter['events']): void {
  useEffect(
    () =>
      onPageChange(events, () => {
        if (state.status === 'known' && state.viewer.loggedIn) void askViewer();
      }),
    [events],
  );
}

/** True only when the viewer is known and is not an administrator: trackers and header scripts may run. */
export const mayRunThirdParty = (viewer: ViewerState) => viewer.status === 'known' && !viewer.viewer.isAdmin;

/** For tests: back to not knowing. */
export function forgetViewer(): void {
  asking = null;
  set(UNKNOWN);
}
