import type { ProductUser } from '../../product/state/model';
import type { SeedEvent } from '../types';

/**
 * The foundation world's worst case for the teacher screens: a teacher in the large programme who has signed
 * up to many of its events, with three lists of 100 people. Signs in like the demo accounts; exists in the
 * foundation world only.
 */
export const BIG_TEACHER = { email: 'stor@example.dk', password: 'Stor123!', userId: 'user-2015' } as const;

/** Generated events are evt-10001 onwards; the demo's own keep the demo's seats. */
export const isGeneratedEvent = (event: SeedEvent): boolean => Number(event.eventId.slice(4)) >= 10_001;

/** Generated teachers (user-g…) and the big teacher; the demo's people keep the demo's history. */
export const isGeneratedUser = (user: ProductUser): boolean =>
  user.userId.startsWith('user-g') || user.userId === BIG_TEACHER.userId;
