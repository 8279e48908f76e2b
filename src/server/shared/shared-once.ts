import { newLockToken, type SharedStore } from './store';

/**
 * Do one piece of work once across every instance, and let the others have its outcome: the rotating token
 * refresh (docs/deploy.md). The first caller takes a lock in the shared store and does the work; its outcome is
 * remembered under `resultKey` for a while; everyone else waits for that outcome instead of doing the work
 * again. A holder that dies keeps the lock only until `lockTtlMs`, after which a waiter takes over. A waiter that
 * waits longer than `waitMs` gives up with `SharedWaitTimeout` (the outcome, when it comes, is still remembered
 * for the next request).
 */
export interface SharedOnceOptions {
  store: SharedStore;
  lockKey: string;
  resultKey: string;
  /** How long a holder may work before its lock counts as abandoned. */
  lockTtlMs: number;
  /** How long a success is remembered. */
  rememberMs: number;
  /** How long a failure is remembered, so the waiters of one attempt fail with it instead of trying again. */
  rememberFailureMs: number;
  waitMs: number;
  pollMs?: number;
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

/** The work failed; `kind` is the caller's classification, shared with the waiters. */
export class SharedWorkFailed extends Error {
  constructor(
    readonly kind: string,
    cause?: unknown,
  ) {
    super(`shared work failed: ${kind}`, { cause });
    this.name = 'SharedWorkFailed';
  }
}

export class SharedWaitTimeout extends Error {
  constructor() {
    super('gave up waiting for another instance');
    this.name = 'SharedWaitTimeout';
  }
}

type Outcome = { ok: true; value: string } | { ok: false; kind: string };

const read = async (store: SharedStore, key: string): Promise<Outcome | null> => {
  const raw = await store.get(key);
  return raw ? (JSON.parse(raw) as Outcome) : null;
};

const settle = (outcome: Outcome): string => {
  if (outcome.ok) return outcome.value;
  throw new SharedWorkFailed(outcome.kind);
};

/**
 * Runs `work` once per `resultKey`. `work` resolves to the value to share or rejects; `classify` turns its
 * error into the failure kind that the waiters get (as `SharedWorkFailed`); the holder gets the same.
 */
export async function sharedOnce(
  options: SharedOnceOptions,
  work: () => Promise<string>,
  classify: (error: unknown) => string,
): Promise<string> {
  const {
    store,
    lockKey,
    resultKey,
    lockTtlMs,
    rememberMs,
    rememberFailureMs,
    waitMs,
    pollMs = 50,
    now = Date.now,
    sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  } = options;
  const deadline = now() + waitMs;
  for (;;) {
    const known = await read(store, resultKey);
    if (known) return settle(known);
    const token = newLockToken();
    if (await store.setIfAbsent(lockKey, token, lockTtlMs)) {
      try {
        // Another holder may have finished between our read and our lock.
        const late = await read(store, resultKey);
        if (late) return settle(late);
        let outcome: Outcome;
        try {
          outcome = { ok: true, value: await work() };
        } catch (error) {
          outcome = { ok: false, kind: classify(error) };
          await store.set(resultKey, JSON.stringify(outcome), rememberFailureMs);
          throw new SharedWorkFailed(outcome.kind, error);
        }
        await store.set(resultKey, JSON.stringify(outcome), rememberMs);
        return outcome.value;
      } finally {
        await store.deleteIfEquals(lockKey, token);
      }
    }
    if (now() >= deadline) throw new SharedWaitTimeout();
    await sleep(pollMs);
  }
}
