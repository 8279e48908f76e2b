import type { SeatLedger } from '../seats';
import { seedToday } from '../seed/dates';
import { extraUsers } from '../seed/extra-users';
import type { Seed, SeedPerson } from '../seed/types';
import { foundationHistory } from '../seed/foundation/history';
import { seedHistory } from './state/history';
import type { IdKind, ProductState, ProductUser } from './state/model';

export type { ProductState } from './state/model';

const DAY = 86_400_000;

function userFromSeed(person: SeedPerson): ProductUser {
  // Seeded people joined their programmes two days after their account was made.
  const joinedAt = new Date(Date.parse(person.createdAt) + 2 * DAY).toISOString();
  return {
    userId: person.userId,
    email: person.email,
    name: person.name,
    givenName: person.givenName,
    familyName: person.familyName,
    role: person.role,
    phone: person.phone,
    subjects: [...person.subjects],
    institutionId: person.institutionId,
    institutionAffirmedAt: person.institutionAffirmedAt,
    programs: person.programs.map((programName) => ({ programName, joinedAt })),
    createdAt: person.createdAt,
    materialsValidatedAt: null,
    materialCodeValidatedAt: null,
    eventCodes: [],
  };
}

/** First free number per id kind; seeded ids stay below these. */
const FIRST_ID: Record<IdKind, [string, number]> = {
  user: ['user', 2100],
  institution: ['inst', 1100],
  submission: ['sub', 5100],
  team: ['team', 6100],
};

/**
 * Builds the product API's domain from the seed, then adds the seeded history (sign-ups, codes, downloads,
 * a submission, teams) so that the teacher and admin screens have something to show. Deterministic per day.
 */
export function createProductState(seed: Seed, seats: SeatLedger, extraUserCount = 0): ProductState {
  // The seed is laid out around its "today" (MOCK_NOW or the real day). Real time is shifted by whole days onto
  // that day, so "upcoming" and "past" mean the same as in the seed while the time of day still moves.
  const drift = seed.now.getTime() - seedToday(new Date()).getTime();
  const counters = new Map<IdKind, number>();
  const state: ProductState = {
    seed,
    seats,
    now: () => new Date(Date.now() + drift),
    users: seed.people.filter((person) => person.productRecord !== false).map(userFromSeed),
    institutions: seed.institutions.map((i) => ({
      ...i,
      createdBy: null,
      approvedAt: i.status === 'confirmed' ? i.createdAt : null,
    })),
    programs: seed.programs,
    events: seed.events,
    materials: seed.materials,
    submissions: [],
    teams: [],
    downloads: [],
    nextId(kind) {
      const [prefix, first] = FIRST_ID[kind];
      const n = counters.get(kind) ?? first;
      counters.set(kind, n + 1);
      return `${prefix}-${n}`;
    },
  };
  seedHistory(state);
  if (seed.scale === 'foundation') foundationHistory(state);
  if (extraUserCount > 0) state.users.push(...extraUsers(extraUserCount, seed.now, seed.institutions));
  return state;
}
