import { seedToday } from './dates';
import {
  EVENT_CODE,
  MATERIAL_CODE,
  MATERIALS,
  PROGRAMS,
  seedEvents,
  seedInstitutions,
  seedPeople,
} from './domain';
import { MEDIA_LIST } from './media';
import type { Seed } from './types';

/** Builds the whole seed for a given "today"; the same day always gives the same seed. */
export function createSeed(now?: Date): Seed {
  const today = seedToday(now);
  return {
    now: today,
    people: seedPeople(today),
    institutions: seedInstitutions(today),
    programs: structuredClone(PROGRAMS),
    events: seedEvents(today),
    materials: structuredClone(MATERIALS),
    media: structuredClone(MEDIA_LIST),
    codes: { eventCode: EVENT_CODE, materialCode: MATERIAL_CODE },
  };
}

export type * from './types';
