import { EventEmitter } from 'node:events';
import type { NextRouter } from 'next/router';
import { describe, expect, it, vi } from 'vitest';
import { onPageChange, onPageChangeStart } from '@/lib/client/page-change';

const routerEvents = () => {
  const emitter = new EventEmitter();
  return { emitter, events: emitter as unknown as NextRouter['events'] };
};

describe('page changes for the announcer and analytics', () => {
  it('counts every navigation, but not a shallow URL update on the same path', () => {
    const { emitter, events } = routerEvents();
    const seen = vi.fn();
    const stop = onPageChange(events, seen);
    emitter.emit('routeChangeComplete', '/soge-resultater/?query=a', { shallow: false });
    emitter.emit('routeChangeComplete', '/soge-resultater/?query=ab', { shallow: true });
    emitter.emit('routeChangeComplete', '/nyheder/', { shallow: true });
    emitter.emit('routeChangeComplete', '/nyheder/?side=2', { shallow: false });
    expect(seen.mock.calls.map((call) => call[0] as string)).toEqual([
      '/soge-resultater/?query=a',
      '/nyheder/',
      '/nyheder/?side=2',
    ]);
    stop();
    emitter.emit('routeChangeComplete', '/', {});
    expect(seen).toHaveBeenCalledTimes(3);
  });

  it('starts a page change on every navigation, but not on a shallow URL update of the page shown', () => {
    const { emitter, events } = routerEvents();
    const seen = vi.fn();
    let shown = '/soge-resultater/';
    const stop = onPageChangeStart(events, seen, () => shown);
    // The results page tidying its own query string: the header's open search panel must stay open.
    emitter.emit('routeChangeStart', '/soge-resultater/?query=skole&type=article', { shallow: true });
    emitter.emit('routeChangeStart', '/soge-resultater/?query=legat', { shallow: false });
    emitter.emit('routeChangeStart', '/nyheder/', { shallow: true });
    shown = '/nyheder/';
    emitter.emit('routeChangeStart', '/nyheder/?side=2', { shallow: true });
    emitter.emit('routeChangeStart', '/', {});
    expect(seen.mock.calls.map((call) => call[0] as string)).toEqual([
      '/soge-resultater/?query=legat',
      '/nyheder/',
      '/',
    ]);
    stop();
    emitter.emit('routeChangeStart', '/kontakt/', {});
    expect(seen).toHaveBeenCalledTimes(3);
  });
});
