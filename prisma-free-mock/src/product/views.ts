import type { SeatHolder } from '../seats';
import type { SeedEvent, SeedMaterial, SeedProgram } from '../seed/types';
import { ADMIN_PERMISSION } from './auth';
import { findInstitution, isMember, isPast } from './state/lookup';
import { downloadsOf, isAccessible, latest } from './state/materials';
import type { ProductInstitution, ProductState, ProductUser, Submission, Team } from './state/model';
import { eventEntry, userById } from './state/indexes';
import type { UserSignUp } from './state/signups';

/** The answer shapes of the product API (docs/product-api.md is written from these). Dates are ISO strings. */

export function institutionView(i: ProductInstitution) {
  return {
    id: i.id,
    name: i.name,
    segment: i.segment,
    address: i.address,
    zip: i.zip,
    city: i.city,
    status: i.status,
    createdAt: i.createdAt,
    approvedAt: i.approvedAt,
  };
}

export function userView(state: ProductState, u: ProductUser) {
  const institution = findInstitution(state, u.institutionId);
  return {
    userId: u.userId,
    email: u.email,
    name: u.name,
    givenName: u.givenName,
    familyName: u.familyName,
    phone: u.phone,
    subjects: u.subjects,
    role: u.role,
    permissions: u.role === 'admin' ? [ADMIN_PERMISSION] : [],
    institutionId: u.institutionId,
    institution: institution
      ? {
          id: institution.id,
          name: institution.name,
          segment: institution.segment,
          city: institution.city,
          status: institution.status,
        }
      : null,
    institutionAffirmedAt: u.institutionAffirmedAt,
    programs: u.programs.map((p) => p.programName),
    createdAt: u.createdAt,
    materialAccess: {
      validated: u.materialsValidatedAt !== null,
      codeValidated: u.materialCodeValidatedAt !== null,
    },
  };
}

/** The short form used in admin lists. */
export function userSummary(state: ProductState, u: ProductUser) {
  const institution = findInstitution(state, u.institutionId);
  return {
    userId: u.userId,
    email: u.email,
    name: u.name,
    role: u.role,
    institutionId: u.institutionId,
    institutionName: institution?.name ?? null,
    institutionStatus: institution?.status ?? null,
    programs: u.programs.map((p) => p.programName),
    createdAt: u.createdAt,
  };
}

export function eventView(state: ProductState, e: SeedEvent) {
  return {
    eventId: e.eventId,
    title: e.title,
    url: e.url,
    teaser: e.teaser,
    type: e.type,
    programName: e.programName,
    startDate: e.startDate,
    endDate: e.endDate,
    location: e.location,
    capacity: e.capacity,
    remainingSeats: state.seats.remaining(e.eventId),
    requiresCode: e.code !== null,
    isPast: isPast(state, e),
  };
}

const participantView = (h: SeatHolder) => ({ name: h.name, email: h.email, signedUpAt: h.at });

export function signUpView(state: ProductState, s: UserSignUp) {
  return {
    eventId: s.event.eventId,
    event: eventView(state, s.event),
    signedUpAt: s.signedUpAt,
    selfSignedUp: s.self !== null,
    source: s.self?.source ?? null,
    participants: s.participants.map(participantView),
  };
}

export function programView(state: ProductState, p: SeedProgram, user: ProductUser) {
  const membership = user.programs.find((m) => m.programName === p.programName);
  const events = state.events.filter((e) => e.programName === p.programName);
  return {
    programName: p.programName,
    displayName: p.displayName,
    description: p.description,
    segments: p.segments,
    joined: isMember(user, p.programName),
    joinedAt: membership?.joinedAt ?? null,
    upcomingEventCount: events.filter((e) => !isPast(state, e)).length,
    signUpCount: state.seats
      .eventsOf(user.email)
      .filter((eventId) => eventEntry(state.events, eventId)?.event.programName === p.programName).length,
  };
}

export const teamView = (t: Team) => ({
  teamId: t.teamId,
  eventId: t.eventId,
  name: t.name,
  members: t.members,
  createdAt: t.createdAt,
});

export const submissionView = (state: ProductState, s: Submission) => ({
  submissionId: s.submissionId,
  eventId: s.eventId,
  code: s.code,
  email: userById(state.users, s.userId)?.email ?? null,
  createdAt: s.createdAt,
});

/** `{origin}/cms{media.path}`: the CMS host serves the media files. */
export function mediaUrl(state: ProductState, origin: string, udi: string): string | null {
  const media = state.seed.media.find((m) => m.udi === udi);
  return media ? `${origin}/cms${media.path}` : null;
}

export function materialView(state: ProductState, origin: string, m: SeedMaterial, user: ProductUser) {
  const mine = downloadsOf(state, { userId: user.userId, materialId: m.materialId });
  return {
    materialId: m.materialId,
    title: m.title,
    description: m.description,
    format: m.format,
    programName: m.programName,
    requiresCode: m.requiresCode,
    imageUrl: mediaUrl(state, origin, m.imageUdi),
    accessible: isAccessible(user, m),
    downloads: mine.length,
    lastDownloadedAt: latest(mine),
  };
}

export type InstitutionView = ReturnType<typeof institutionView>;
export type UserView = ReturnType<typeof userView>;
export type UserSummary = ReturnType<typeof userSummary>;
export type EventView = ReturnType<typeof eventView>;
export type SignUpView = ReturnType<typeof signUpView>;
export type ProgramView = ReturnType<typeof programView>;
export type TeamView = ReturnType<typeof teamView>;
export type SubmissionView = ReturnType<typeof submissionView>;
export type MaterialView = ReturnType<typeof materialView>;
