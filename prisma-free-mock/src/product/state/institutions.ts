import { SEGMENTS } from '../../seed/domain';
import type { InstitutionStatus } from '../../seed/types';
import { conflict } from '../errors';
import { foldDanish } from './fold';
import { nowIso, requireInstitution } from './lookup';
import type { ProductInstitution, ProductState, ProductUser } from './model';

export const INSTITUTION_SEGMENTS: readonly string[] = SEGMENTS;

export interface NewInstitutionInput {
  name: string;
  segment: string;
  address?: string;
  zip?: string;
  city?: string;
}

const DANISH = new Intl.Collator('da');
const byName = (a: ProductInstitution, b: ProductInstitution) => DANISH.compare(a.name, b.name);

export function institutionsWithStatus(state: ProductState, status: InstitutionStatus): ProductInstitution[] {
  return state.institutions.filter((i) => i.status === status).sort(byName);
}

export function usersOf(state: ProductState, institutionId: string): ProductUser[] {
  return state.users.filter((u) => u.institutionId === institutionId);
}

/** How many users each institution has, counted in one pass over the users (by institution id). */
export function userCounts(state: ProductState): Map<string, number> {
  const counts = new Map<string, number>();
  for (const user of state.users) {
    if (user.institutionId) counts.set(user.institutionId, (counts.get(user.institutionId) ?? 0) + 1);
  }
  return counts;
}

/** Names are unique regardless of case and Danish spelling variants ('Aarhus' = 'Århus'). */
function assertNameFree(state: ProductState, name: string, exceptId?: string): void {
  const folded = foldDanish(name);
  const clash = state.institutions.find((i) => i.id !== exceptId && foldDanish(i.name) === folded);
  if (clash) {
    throw conflict(
      `An institution named '${clash.name}' already exists (id ${clash.id}).`,
      'institution-exists',
      {
        existingId: clash.id,
      },
    );
  }
}

/** A teacher's request for a new institution: it starts pending and the teacher is linked to it at once. */
export function createInstitution(
  state: ProductState,
  input: NewInstitutionInput,
  creator: ProductUser | undefined,
): ProductInstitution {
  assertNameFree(state, input.name);
  const institution: ProductInstitution = {
    id: state.nextId('institution'),
    name: input.name.trim(),
    segment: input.segment,
    address: input.address?.trim() ?? '',
    zip: input.zip?.trim() ?? '',
    city: input.city?.trim() ?? '',
    status: 'pending',
    createdAt: nowIso(state),
    createdBy: creator?.userId ?? null,
    approvedAt: null,
  };
  state.institutions.push(institution);
  if (creator && creator.role !== 'admin') {
    creator.institutionId = institution.id;
    creator.institutionAffirmedAt = institution.createdAt;
  }
  return institution;
}

export function approveInstitution(state: ProductState, id: string): ProductInstitution {
  const institution = requireInstitution(state, id);
  if (institution.status === 'confirmed') {
    throw conflict(`The institution '${institution.name}' is already approved.`, 'institution-confirmed');
  }
  institution.status = 'confirmed';
  institution.approvedAt = nowIso(state);
  return institution;
}

/** Only confirmed institutions are renamed; a pending request is approved (or deleted) as it was asked for. */
export function renameInstitution(state: ProductState, id: string, name: string): ProductInstitution {
  const institution = requireInstitution(state, id);
  if (institution.status !== 'confirmed') {
    throw conflict(
      `The institution '${institution.name}' is pending; approve it before renaming it.`,
      'institution-pending',
    );
  }
  assertNameFree(state, name, id);
  institution.name = name.trim();
  return institution;
}

/**
 * Deletes a confirmed or pending institution (deleting a pending one is how an admin rejects a request).
 * Its users are not refused or deleted: they are unlinked (institutionId and institutionAffirmedAt become null)
 * and pick an institution again on their account page. Their sign-ups and downloads stay.
 */
export function deleteInstitution(
  state: ProductState,
  id: string,
): { institution: ProductInstitution; unlinkedUserIds: string[] } {
  const institution = requireInstitution(state, id);
  const unlinked = usersOf(state, id);
  for (const user of unlinked) {
    user.institutionId = null;
    user.institutionAffirmedAt = null;
  }
  state.institutions = state.institutions.filter((i) => i.id !== id);
  return { institution, unlinkedUserIds: unlinked.map((u) => u.userId) };
}

/** Every known segment with the number of confirmed institutions in it (filters offer only confirmed ones). */
export function segmentCounts(state: ProductState): { segment: string; count: number }[] {
  const segments = [...new Set([...INSTITUTION_SEGMENTS, ...state.institutions.map((i) => i.segment)])];
  return segments.map((segment) => ({
    segment,
    count: state.institutions.filter((i) => i.segment === segment && i.status === 'confirmed').length,
  }));
}
