import { describe, expect, it, vi } from 'vitest';
import {
  IDLE_PREFETCH_MS,
  inView,
  prefetchablePaths,
  whenIdle,
  type IdleHost,
} from '@/lib/client/idle-prefetch';

/** A host whose clock and events the test drives. */
function fakeHost(withIdleCallback = false) {
  const listeners = new Map<string, Set<() => void>>();
  const host: IdleHost = {
    setTimeout: (run, ms) => setTimeout(run, ms) as unknown as number,
    clearTimeout: (handle) => clearTimeout(handle),
    addEventListener: (type, listener) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type, listener) => listeners.get(type)?.delete(listener),
  };
  const idleRuns: (() => void)[] = [];
  if (withIdleCallback)
    host.requestIdleCallback = (run) => {
      idleRuns.push(run);
      return idleRuns.length;
    };
  const emit = (type: string) => listeners.get(type)?.forEach((listener) => listener());
  const listening = () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0);
  return { host, emit, listening, idleRuns };
}

describe('idle prefetch: when', () => {
  it('waits 2,000 ms without activity, and each activity starts the wait again', () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const { host, emit, listening } = fakeHost();
    whenIdle(host, run);
    expect(IDLE_PREFETCH_MS).toBe(2000);
    vi.advanceTimersByTime(1500);
    emit('keydown');
    vi.advanceTimersByTime(1500);
    emit('scroll');
    vi.advanceTimersByTime(1999);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    // Once: no listener is left behind, and later activity changes nothing.
    expect(listening()).toBe(0);
    emit('pointerdown');
    vi.advanceTimersByTime(5000);
    expect(run).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
  });

  it("runs in the browser's idle callback where there is one, and not at all once cancelled", () => {
    vi.useFakeTimers();
    const run = vi.fn();
    const idle = fakeHost(true);
    whenIdle(idle.host, run);
    vi.advanceTimersByTime(2000);
    expect(run).not.toHaveBeenCalled();
    idle.idleRuns[0]!();
    expect(run).toHaveBeenCalledTimes(1);

    const cancelled = fakeHost();
    const never = vi.fn();
    const cancel = whenIdle(cancelled.host, never);
    vi.advanceTimersByTime(1000);
    cancel();
    vi.advanceTimersByTime(5000);
    expect(never).not.toHaveBeenCalled();
    expect(cancelled.listening()).toBe(0);
    vi.useRealTimers();
  });
});

describe('idle prefetch: which links', () => {
  const viewport = { width: 360, height: 640 };
  const box = (top: number, left = 10, height = 20, width = 100) => ({
    top,
    left,
    bottom: top + height,
    right: left + width,
    width,
    height,
  });

  it('takes links drawn at least partly in the viewport, not hidden or scrolled-away ones', () => {
    expect(inView(box(10), viewport)).toBe(true);
    expect(inView(box(630), viewport)).toBe(true);
    expect(inView(box(640), viewport)).toBe(false);
    expect(inView(box(-20), viewport)).toBe(false);
    expect(inView(box(10, 400), viewport)).toBe(false);
    expect(inView(box(10, 10, 0, 0), viewport)).toBe(false);
  });

  it("keeps this site's pages once each, without the page shown, the API, files or other sites", () => {
    expect(
      prefetchablePaths(
        [
          '/min-profil/min-oversigt/',
          '/min-profil/konto/',
          '/min-profil/konto/#institution',
          '/om-os/?fane=2',
          '/api/auth/logout',
          '/_next/static/x.js',
          '/media/guide.pdf',
          'https://example.dk/',
          '//evil.example/',
          'mailto:info@example.dk',
          '#indhold',
          '',
        ],
        '/min-profil/min-oversigt/',
      ),
    ).toEqual(['/min-profil/konto/', '/om-os/']);
  });
});
