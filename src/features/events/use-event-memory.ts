import { useMemo, useSyncExternalStore } from 'react';
import { browserStorage, createEventMemory, type EventSubmission, type SignedUpEvent } from './event-memory';

/**
 * The event-sign-up memory in React: read through `useSyncExternalStore`, so the server and the first client
 * render agree (nothing remembered) and the stored state appears right after hydration; other tabs' changes
 * arrive through the 'storage' event.
 */

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

const memory = () => createEventMemory(browserStorage());

export interface RememberedSignUp {
  signUp: SignedUpEvent;
  /** The last submission, when it was for this event (name and e-mail to show). */
  submission: EventSubmission | null;
}

export function useRememberedSignUp(eventId: string): RememberedSignUp | null {
  const snapshot = useSyncExternalStore(
    subscribe,
    () => {
      const signUp = memory().signUpFor(eventId);
      if (!signUp) return null;
      const last = memory().lastSubmission();
      return JSON.stringify({ signUp, submission: last?.eventId === eventId ? last : null });
    },
    () => null,
  );
  return useMemo(() => (snapshot ? (JSON.parse(snapshot) as RememberedSignUp) : null), [snapshot]);
}

export function rememberSignUp(submission: Omit<EventSubmission, 'time'>) {
  memory().remember(submission);
  notify();
}

export function forgetSignUp(eventId: string) {
  memory().forget(eventId);
  notify();
}
