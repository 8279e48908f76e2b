import * as z from 'zod/mini';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/**
 * What this browser remembers about its public event sign-ups (SPEC section 3, "Browser storage"):
 * - '<abbr>-events': the events signed up for, each as `{ eventId, sessionId }` (the session id lets the page
 *   ask `attendee.sessionExists` whether the sign-up still stands); plain event-id strings are read as well;
 * - '<abbr>-event-submission': the last sign-up: eventId, name, email, sessionId and time (ISO).
 * The storage is injectable so the rules can be tested without a browser; every read tolerates a missing,
 * full or broken storage (private windows, quota) and corrupt values.
 */

export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

const id = () => z.string().check(z.minLength(1));

const signedUpEventSchema = z.object({ eventId: id(), sessionId: z.catch(z.nullable(id()), null) });
export type SignedUpEvent = z.infer<typeof signedUpEventSchema>;

const eventsSchema = z.array(
  z.union([
    z.pipe(
      id(),
      z.transform((eventId: string): SignedUpEvent => ({ eventId, sessionId: null })),
    ),
    signedUpEventSchema,
  ]),
);

const submissionSchema = z.object({
  eventId: id(),
  name: z.string(),
  email: z.string(),
  sessionId: id(),
  time: z.string(),
});
export type EventSubmission = z.infer<typeof submissionSchema>;

function read<T>(storage: StorageLike | null, key: string, schema: z.ZodMiniType<T>): T | null {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return null;
    const parsed = schema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function write(storage: StorageLike | null, key: string, value: unknown): boolean {
  try {
    storage?.setItem(key, JSON.stringify(value));
    return Boolean(storage);
  } catch {
    return false;
  }
}

export interface EventMemory {
  events(): SignedUpEvent[];
  /** This browser's sign-up for the event, if it made one. */
  signUpFor(eventId: string): SignedUpEvent | null;
  lastSubmission(): EventSubmission | null;
  /** Remembers a successful sign-up: adds it to the list (once per event) and makes it the last submission. */
  remember(submission: Omit<EventSubmission, 'time'>, now?: Date): void;
  /** Forgets a sign-up the CMS no longer knows (after a reset, or a sign-up removed by the foundation). */
  forget(eventId: string): void;
}

export function createEventMemory(storage: StorageLike | null): EventMemory {
  const events = () => read(storage, STORAGE_KEYS.events, eventsSchema) ?? [];
  const lastSubmission = () => read(storage, STORAGE_KEYS.eventSubmission, submissionSchema);
  return {
    events,
    lastSubmission,
    signUpFor(eventId) {
      const known = events().find((entry) => entry.eventId === eventId);
      if (!known) return null;
      // An entry stored as a plain id gets its session from the last submission when that was this event.
      if (!known.sessionId) {
        const last = lastSubmission();
        if (last?.eventId === eventId) return { eventId, sessionId: last.sessionId };
      }
      return known;
    },
    remember(submission, now = new Date()) {
      const others = events().filter((entry) => entry.eventId !== submission.eventId);
      write(storage, STORAGE_KEYS.events, [
        ...others,
        { eventId: submission.eventId, sessionId: submission.sessionId },
      ]);
      write(storage, STORAGE_KEYS.eventSubmission, { ...submission, time: now.toISOString() });
    },
    forget(eventId) {
      write(
        storage,
        STORAGE_KEYS.events,
        events().filter((entry) => entry.eventId !== eventId),
      );
      if (lastSubmission()?.eventId === eventId) {
        try {
          storage?.removeItem(STORAGE_KEYS.eventSubmission);
        } catch {
          // Nothing to do: the entry stays, and the list no longer points at it.
        }
      }
    },
  };
}

/** The browser's localStorage, or null on the server and where the browser refuses access to it. */
export function browserStorage(): StorageLike | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}
