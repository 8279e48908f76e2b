import { z } from 'zod';
import { NO_PROGRAM } from '@/lib/admin-tables';
import { iso, role, status } from './shared-schemas';

/** The product API's answers about people and programmes (/user). */

export const user = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  givenName: z.string(),
  familyName: z.string(),
  phone: z.string().nullable(),
  subjects: z.array(z.string()),
  role,
  permissions: z.array(z.string()),
  institutionId: z.string().nullable(),
  institution: z
    .object({
      id: z.string(),
      name: z.string(),
      segment: z.string(),
      city: z.string(),
      status,
    })
    .nullable(),
  institutionAffirmedAt: iso.nullable(),
  programs: z.array(z.string()),
  createdAt: iso,
  materialAccess: z.object({ validated: z.boolean(), codeValidated: z.boolean() }),
});

export const userSummary = z.object({
  userId: z.string(),
  email: z.string(),
  name: z.string(),
  role,
  institutionId: z.string().nullable(),
  institutionName: z.string().nullable(),
  institutionStatus: status.nullable(),
  programs: z.array(z.string()),
  createdAt: iso,
});
export const userList = z.array(userSummary);

export const programs = z.array(
  z.object({
    programName: z.string(),
    displayName: z.string(),
    description: z.string(),
    segments: z.array(z.string()),
    joined: z.boolean(),
    joinedAt: iso.nullable(),
    upcomingEventCount: z.number(),
    signUpCount: z.number(),
  }),
);
export const joinedProgram = z.object({
  programName: z.string(),
  joined: z.literal(true),
  joinedAt: iso,
  alreadyJoined: z.boolean(),
});
export const leftProgram = z.object({
  programName: z.string(),
  joined: z.literal(false),
  wasMember: z.boolean(),
});

/**
 * GetProgramData: the admin's view of every programme, its members and its events' seats. The events of no
 * programme come as an entry whose names are null; it is named NO_PROGRAM here, so every reader counts them.
 */
export const programData = z.array(
  z
    .object({
      programName: z.string().nullable(),
      displayName: z.string().nullable(),
      memberCount: z.number(),
      members: z.array(userSummary.extend({ joinedAt: iso.nullable(), signedUpEvents: z.number() })),
      events: z.array(
        z.object({
          eventId: z.string(),
          title: z.string(),
          startDate: iso,
          isPast: z.boolean(),
          capacity: z.number(),
          seatsTaken: z.number(),
          remainingSeats: z.number(),
          teacherSignUps: z.number(),
          listSignUps: z.number(),
          attendeeSignUps: z.number(),
        }),
      ),
      seatsTaken: z.number(),
    })
    .transform(({ programName, displayName, ...rest }) =>
      programName === null
        ? { ...rest, ...NO_PROGRAM }
        : { ...rest, programName, displayName: displayName ?? programName },
    ),
);

export interface CreateUserBody {
  name: string;
  institutionId?: string | null;
  phone?: string | null;
  subjects?: string[];
}
