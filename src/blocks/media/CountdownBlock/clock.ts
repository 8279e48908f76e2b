/**
 * A shared once-a-second clock for useSyncExternalStore: one timer for every countdown on the page, aligned
 * to the start of each second, running only while something listens.
 */

const wholeSecond = (ms: number) => Math.floor(ms / 1000) * 1000;

const listeners = new Set<() => void>();
let current = wholeSecond(Date.now());
let timer: ReturnType<typeof setTimeout> | undefined;

function schedule() {
  timer = setTimeout(tick, 1000 - (Date.now() % 1000) + 10);
}

function tick() {
  current = wholeSecond(Date.now());
  listeners.forEach((listener) => listener());
  schedule();
}

export function subscribeToSeconds(listener: () => void) {
  listeners.add(listener);
  if (listeners.size === 1) {
    current = wholeSecond(Date.now());
    schedule();
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer !== undefined) {
      clearTimeout(timer);
      timer = undefined;
    }
  };
}

/** The current time in whole seconds; stable between ticks, as useSyncExternalStore needs. */
export function currentSecond(): number {
  if (listeners.size === 0) current = wholeSecond(Date.now());
  return current;
}

/** The time a server render uses. */
export const serverSecond = () => wholeSecond(Date.now());
