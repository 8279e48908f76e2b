import type { SeatLedger } from '../../seats';
import type { Role, Seed, SeedEvent, SeedInstitution, SeedMaterial, SeedProgram } from '../../seed/types';

export interface ProgramMembership {
  programName: string;
  joinedAt: string;
}

/** An event redeem code a person has validated; it opens sign-up to that event. */
export interface EventCodeGrant {
  eventId: string;
  code: string;
  validatedAt: string;
}

/** A person's record in the product API (the identity provider only knows who they are, not this). */
export interface ProductUser {
  userId: string;
  email: string;
  name: string;
  givenName: string;
  familyName: string;
  role: Role;
  phone: string | null;
  subjects: string[];
  institutionId: string | null;
  institutionAffirmedAt: string | null;
  programs: ProgramMembership[];
  createdAt: string;
  /** ValidateUser: opens the materials that need no code. */
  materialsValidatedAt: string | null;
  /** The material code: opens every material. */
  materialCodeValidatedAt: string | null;
  eventCodes: EventCodeGrant[];
}

export interface ProductInstitution extends SeedInstitution {
  /** userId of the teacher who asked for it; null for the seeded register. */
  createdBy: string | null;
  approvedAt: string | null;
}

export interface Submission {
  submissionId: string;
  eventId: string;
  userId: string;
  code: string;
  createdAt: string;
}

export interface TeamMember {
  name: string;
  email: string | null;
  role: 'teacher' | 'student';
}

export interface Team {
  teamId: string;
  eventId: string;
  name: string;
  /** The teacher responsible for the team. */
  userId: string;
  members: TeamMember[];
  createdAt: string;
}

export interface Download {
  userId: string;
  materialId: string;
  at: string;
}

export type IdKind = 'user' | 'institution' | 'submission' | 'team';

/**
 * The product API's whole in-memory domain. Sign-ups are not stored here: the shared `SeatLedger` is the one
 * record of who holds a seat, so the CMS's attendee endpoints and the product API always agree.
 */
export interface ProductState {
  seed: Seed;
  seats: SeatLedger;
  /** The stand-in's clock: real time shifted onto the seed's day (see createProductState). */
  now(): Date;
  users: ProductUser[];
  institutions: ProductInstitution[];
  programs: SeedProgram[];
  events: SeedEvent[];
  materials: SeedMaterial[];
  submissions: Submission[];
  teams: Team[];
  downloads: Download[];
  nextId(kind: IdKind): string;
}
