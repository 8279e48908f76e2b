import type { SeedProgram } from '../../seed/types';
import { conflict } from '../errors';
import { matchesWords, termWords } from './fold';
import { findInstitution, findUser, isMember, nowIso, requireInstitution, requireProgram } from './lookup';
import type { ProductInstitution, ProductState, ProductUser, ProgramMembership } from './model';

export interface NewUserInput {
  name: string;
  institutionId?: string | null;
  phone?: string | null;
  subjects?: string[];
}

/** A teacher may link to a confirmed institution, or to a pending one they asked for themselves. */
function linkable(
  state: ProductState,
  user: Pick<ProductUser, 'userId'>,
  institutionId: string,
): ProductInstitution {
  const institution = requireInstitution(state, institutionId);
  if (institution.status !== 'confirmed' && institution.createdBy !== user.userId) {
    throw conflict(
      `The institution '${institution.name}' is waiting for approval and cannot be chosen yet.`,
      'institution-pending',
    );
  }
  return institution;
}

/** The product record for a person the identity provider knows (email and sub from their token). */
export function createUser(
  state: ProductState,
  identity: { email: string; sub: string; isAdmin: boolean },
  input: NewUserInput,
): ProductUser {
  if (findUser(state, identity.email)) {
    throw conflict(`A user with the e-mail '${identity.email}' already exists.`, 'user-exists');
  }
  // Keep the identity provider's id when it is free, so `sub` keeps identifying the person.
  const subFree = identity.sub && !state.users.some((u) => u.userId === identity.sub);
  const userId = subFree ? identity.sub : state.nextId('user');
  const now = nowIso(state);
  if (input.institutionId) linkable(state, { userId }, input.institutionId);
  const words = input.name.trim().split(/\s+/);
  const user: ProductUser = {
    userId,
    email: identity.email,
    name: words.join(' '),
    givenName: words.length > 1 ? words.slice(0, -1).join(' ') : (words[0] ?? ''),
    familyName: words.length > 1 ? (words.at(-1) ?? '') : '',
    role: identity.isAdmin ? 'admin' : 'teacher',
    phone: input.phone ?? null,
    subjects: input.subjects ?? [],
    institutionId: input.institutionId ?? null,
    institutionAffirmedAt: input.institutionId ? now : null,
    programs: [],
    createdAt: now,
    materialsValidatedAt: null,
    materialCodeValidatedAt: null,
    eventCodes: [],
  };
  state.users.push(user);
  return user;
}

export function updateInstitution(
  state: ProductState,
  user: ProductUser,
  institutionId: string,
): ProductUser {
  linkable(state, user, institutionId);
  user.institutionId = institutionId;
  user.institutionAffirmedAt = nowIso(state);
  return user;
}

export function reAffirmInstitution(state: ProductState, user: ProductUser): ProductUser {
  if (!findInstitution(state, user.institutionId)) {
    throw conflict(
      'The user is not linked to an institution, so there is nothing to re-affirm.',
      'no-institution',
    );
  }
  user.institutionAffirmedAt = nowIso(state);
  return user;
}

/** Joining is idempotent: joining again keeps the first join date and says so. */
export function joinProgram(
  state: ProductState,
  user: ProductUser,
  programName: string,
): { program: SeedProgram; membership: ProgramMembership; alreadyJoined: boolean } {
  const program = requireProgram(state, programName);
  const existing = user.programs.find((p) => p.programName === program.programName);
  if (existing) return { program, membership: existing, alreadyJoined: true };
  const membership = { programName: program.programName, joinedAt: nowIso(state) };
  user.programs.push(membership);
  return { program, membership, alreadyJoined: false };
}

/** Leaving is idempotent too. Sign-ups to the programme's events are kept: seats are not given back silently. */
export function leaveProgram(
  state: ProductState,
  user: ProductUser,
  programName: string,
): { program: SeedProgram; wasMember: boolean } {
  const program = requireProgram(state, programName);
  const wasMember = isMember(user, program.programName);
  user.programs = user.programs.filter((p) => p.programName !== program.programName);
  return { program, wasMember };
}

const DANISH = new Intl.Collator('da');
const newestFirst = (a: ProductUser, b: ProductUser) =>
  b.createdAt.localeCompare(a.createdAt) || DANISH.compare(a.name, b.name);

/**
 * Newest accounts first; ties (same creation time) by name. One pass keeping the `limit` newest (limit is at
 * most 100), not a sort of every account.
 */
export function newestUsers(state: ProductState, limit: number): ProductUser[] {
  const top: ProductUser[] = [];
  if (limit <= 0) return top;
  for (const user of state.users) {
    if (top.length === limit && newestFirst(user, top[limit - 1]!) >= 0) continue;
    let at = top.length;
    while (at > 0 && newestFirst(user, top[at - 1]!) < 0) at -= 1;
    top.splice(at, 0, user);
    if (top.length > limit) top.pop();
  }
  return top;
}

/** Case- and diacritic-insensitive search on name, e-mail and institution name; every word must match. */
export function searchUsers(state: ProductState, term: string): ProductUser[] {
  const words = termWords(term);
  return state.users
    .filter((u) => matchesWords(words, [u.name, u.email, findInstitution(state, u.institutionId)?.name]))
    .sort((a, b) => DANISH.compare(a.name, b.name));
}
