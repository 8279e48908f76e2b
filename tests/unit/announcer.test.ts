import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAnnouncer } from '@/components/RouteAnnouncer/RouteAnnouncer';

afterEach(() => vi.useRealTimers());

describe('route announcer timing', () => {
  it("announces the route's message 500 ms after a navigation, followed by 'er indlæst'", () => {
    vi.useFakeTimers();
    const announce = vi.fn();
    const announcer = createAnnouncer(announce, () => 'Konto - Fonden');
    announcer.routeChanged('/min-profil/konto/');
    vi.advanceTimersByTime(499);
    expect(announce).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(announce).toHaveBeenCalledExactlyOnceWith('Konto er indlæst');
  });

  it('announces the document title, read when the time comes, for a route without a message', () => {
    vi.useFakeTimers();
    const announce = vi.fn();
    let title = 'Forrige side - Fonden';
    const announcer = createAnnouncer(announce, () => title);
    announcer.routeChanged('/nyheder/');
    title = 'Nyheder - Fonden';
    vi.advanceTimersByTime(500);
    expect(announce).toHaveBeenCalledWith('Nyheder - Fonden er indlæst');
  });

  it('announces only the last of quick navigations, and nothing after cancel', () => {
    vi.useFakeTimers();
    const announce = vi.fn();
    const announcer = createAnnouncer(announce, () => '');
    announcer.routeChanged('/login/');
    vi.advanceTimersByTime(300);
    announcer.routeChanged('/min-profil/');
    vi.advanceTimersByTime(500);
    expect(announce.mock.calls).toEqual([['Min profil er indlæst']]);
    announcer.routeChanged('/login/');
    announcer.cancel();
    vi.advanceTimersByTime(1000);
    expect(announce).toHaveBeenCalledTimes(1);
  });
});
