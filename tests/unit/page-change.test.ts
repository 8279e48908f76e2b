import { EventEmitter } from 'node:events';
import type { NextRouter } from 'next/router';
import { describe, expect, it, vi } from 'vitest';
import { onPageChange } from '@/lib/client/page-change';

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
    expect(seen.mock.calls.map((call) => call[0] as string)).toEqual(['/soge-resultater/?query=a', '/nyheder/', '/nyheder/?side=2']);
    stop();
    emitter.emit('routeChangeComplete', '/', {});
    expect(seen).toHaveBeenCalledTimes(3);
  });
});
