import { describe, expect, it } from 'vitest';
import { createEventMemory, type StorageLike } from '@/features/events/event-memory';
import { FOUNDATION_ABBREVIATION, STORAGE_KEYS } from '@/lib/storage-keys';

class MemoryStorage implements StorageLike {
  readonly values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
  removeItem(key: string) {
    this.values.delete(key);
  }
}

const submission = {
  eventId: 'evt-3002',
  name: 'Signe Kjær',
  email: 'signe@example.dk',
  sessionId: 'session-1',
};

describe('the event sign-up memory', () => {
  it("uses the foundation's abbreviation for its two keys", () => {
    expect(FOUNDATION_ABBREVIATION).toBe('fis');
    expect(STORAGE_KEYS).toEqual({ events: 'fis-events', eventSubmission: 'fis-event-submission' });
  });

  it('remembers a sign-up in both keys', () => {
    const storage = new MemoryStorage();
    const memory = createEventMemory(storage);
    memory.remember(submission, new Date('2026-11-21T10:00:00.000Z'));
    expect(JSON.parse(storage.getItem('fis-events') ?? 'null')).toEqual([
      { eventId: 'evt-3002', sessionId: 'session-1' },
    ]);
    expect(JSON.parse(storage.getItem('fis-event-submission') ?? 'null')).toEqual({
      ...submission,
      time: '2026-11-21T10:00:00.000Z',
    });
    expect(memory.signUpFor('evt-3002')).toEqual({ eventId: 'evt-3002', sessionId: 'session-1' });
    expect(memory.signUpFor('evt-3003')).toBeNull();
  });

  it('keeps one entry per event and the last submission last', () => {
    const memory = createEventMemory(new MemoryStorage());
    memory.remember(submission);
    memory.remember({ ...submission, eventId: 'evt-3003', sessionId: 'session-2' });
    memory.remember({ ...submission, sessionId: 'session-3' });
    expect(memory.events()).toEqual([
      { eventId: 'evt-3003', sessionId: 'session-2' },
      { eventId: 'evt-3002', sessionId: 'session-3' },
    ]);
    expect(memory.lastSubmission()?.sessionId).toBe('session-3');
  });

  it('reads a list of plain event ids, taking the session from the last submission', () => {
    const storage = new MemoryStorage();
    storage.setItem('fis-events', JSON.stringify(['evt-3002', 'evt-3005']));
    storage.setItem(
      'fis-event-submission',
      JSON.stringify({ ...submission, time: '2026-11-21T10:00:00.000Z' }),
    );
    const memory = createEventMemory(storage);
    expect(memory.signUpFor('evt-3002')).toEqual({ eventId: 'evt-3002', sessionId: 'session-1' });
    expect(memory.signUpFor('evt-3005')).toEqual({ eventId: 'evt-3005', sessionId: null });
  });

  it('forgets a sign-up and its last submission', () => {
    const memory = createEventMemory(new MemoryStorage());
    memory.remember(submission);
    memory.forget('evt-3002');
    expect(memory.signUpFor('evt-3002')).toBeNull();
    expect(memory.lastSubmission()).toBeNull();
  });

  it('tolerates corrupt values, a missing storage and a storage that throws', () => {
    const storage = new MemoryStorage();
    storage.setItem('fis-events', '{not json');
    storage.setItem('fis-event-submission', JSON.stringify({ eventId: 3 }));
    expect(createEventMemory(storage).events()).toEqual([]);
    expect(createEventMemory(storage).lastSubmission()).toBeNull();

    const none = createEventMemory(null);
    expect(() => none.remember(submission)).not.toThrow();
    expect(none.signUpFor('evt-3002')).toBeNull();

    const throwing: StorageLike = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const broken = createEventMemory(throwing);
    expect(() => broken.remember(submission)).not.toThrow();
    expect(() => broken.forget('evt-3002')).not.toThrow();
    expect(broken.events()).toEqual([]);
  });
});
