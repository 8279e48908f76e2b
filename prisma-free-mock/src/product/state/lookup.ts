import type { SeedEvent, SeedMaterial, SeedProgram } from '../../seed/types';
import { notFound } from '../errors';
import { eventEntry, institutionById, userByEmail, userById } from './indexes';
import type { ProductInstitution, ProductState, ProductUser } from './model';

export const sameEmail = (a: string | null | undefined, b: string | null | undefined): boolean =>
  !!a && !!b && a.trim().toLowerCase() === b.trim().toLowerCase();

export const nowIso = (state: ProductState): string => state.now().toISOString();

/** A person by e-mail or userId ("in some calls the e-mail is sent as userId"). */
export function findUser(state: ProductState, emailOrId: string): ProductUser | undefined {
  const key = emailOrId.trim();
  return key ? (userByEmail(state.users, key) ?? userById(state.users, key)) : undefined;
}

export function requireUser(state: ProductState, emailOrId: string): ProductUser {
  const user = findUser(state, emailOrId);
  if (!user) throw notFound(`There is no user with the e-mail or userId '${emailOrId}'.`, 'user-not-found');
  return user;
}

export function findInstitution(state: ProductState, id: string | null): ProductInstitution | undefined {
  return id ? institutionById(state.institutions, id) : undefined;
}

export function requireInstitution(state: ProductState, id: string): ProductInstitution {
  const institution = findInstitution(state, id);
  if (!institution) throw notFound(`There is no institution with the id '${id}'.`, 'institution-not-found');
  return institution;
}

export function requireEvent(state: ProductState, eventId: string): SeedEvent {
  const event = eventEntry(state.events, eventId)?.event;
  if (!event) throw notFound(`There is no event with the id '${eventId}'.`, 'event-not-found');
  return event;
}

/** Programme names are matched case-insensitively and in NFC, as they travel in URL paths ('iværksætterdag'). */
export function requireProgram(state: ProductState, programName: string): SeedProgram {
  const key = programName.normalize('NFC').trim().toLowerCase();
  const program = state.programs.find((p) => p.programName.normalize('NFC').toLowerCase() === key);
  if (!program) throw notFound(`There is no programme named '${programName}'.`, 'program-not-found');
  return program;
}

export function requireMaterial(state: ProductState, materialId: string): SeedMaterial {
  const material = state.materials.find((m) => m.materialId === materialId);
  if (!material) throw notFound(`There is no material with the id '${materialId}'.`, 'material-not-found');
  return material;
}

/** An event counts as past once it has started: sign-ups close at the start time. */
export const isPast = (state: ProductState, event: SeedEvent): boolean =>
  Date.parse(event.startDate) <= state.now().getTime();

export const isMember = (user: ProductUser, programName: string): boolean =>
  user.programs.some((p) => p.programName === programName);
