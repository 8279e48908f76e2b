import { seedToday } from './dates';
import { EVENT_CODE, MATERIAL_CODE, MATERIALS, PROGRAMS, seedInstitutions, seedPeople } from './domain';
import { seedEvents } from './events';
import { growToFoundation } from './foundation';
import { MEDIA_LIST } from './media';
import type { MockScale, Seed } from './types';

/** Builds the whole seed for a given "today" and scale; the same day and scale always give the same seed. */
export function createSeed(now?: Date, scale: MockScale = 'demo'): Seed {
  const today = seedToday(now);
  const demo: Seed = {
    scale: 'demo',
    now: today,
    people: seedPeople(today),
    institutions: seedInstitutions(today),
    programs: structuredClone(PROGRAMS),
    events: seedEvents(today),
    materials: structuredClone(MATERIALS),
    media: structuredClone(MEDIA_LIST),
    codes: { eventCode: EVENT_CODE, materialCode: MATERIAL_CODE },
    articles: [],
    grants: [],
  };
  return scale === 'foundation' ? growToFoundation(demo) : demo;
}

export type * from './types';
