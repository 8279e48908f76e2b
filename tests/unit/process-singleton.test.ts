import { describe, expect, it, vi } from 'vitest';
import { processSingleton } from '@/server/shared/singleton';

const slot = (name: string) => (globalThis as Record<symbol, unknown>)[Symbol.for(`fonden.${name}`)];

describe('a process-wide singleton', () => {
  it('is made once and then shared, also by a second copy of the module (another server bundle)', async () => {
    const create = vi.fn(() => ({ made: Date.now() }));
    const first = processSingleton('test.shared', create);
    vi.resetModules();
    const again = (await import('@/server/shared/singleton')).processSingleton('test.shared', create);
    expect(again).toBe(first);
    expect(create).toHaveBeenCalledTimes(1);
    expect(slot('test.shared')).toBe(first);
  });

  it('keeps a null answer instead of asking again', () => {
    const create = vi.fn(() => null);
    expect(processSingleton('test.none', create)).toBeNull();
    expect(processSingleton('test.none', create)).toBeNull();
    expect(create).toHaveBeenCalledTimes(1);
  });

  it('keeps different names apart', () => {
    expect(processSingleton('test.a', () => 'a')).toBe('a');
    expect(processSingleton('test.b', () => 'b')).toBe('b');
  });
});
