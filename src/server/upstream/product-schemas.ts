import { z } from 'zod';

/**
 * The site's reading of the product API's answers (contract: prisma-free-mock/docs/product-api.md, section 3
 * "Shapes" and section 4 "Endpoints"). Loose objects: the documented fields are named with their types,
 * anything else passes through untouched. Dates are ISO 8601 strings.
 */

const record = <T extends z.ZodRawShape>(shape: T) => z.looseObject(shape);
const iso = z.string();
const status = z.enum(['pending', 'confirmed']);
const role = z.enum(['teacher', 'admin']);

// Institutions

export const institution = record({
  id: z.string(),
  name: z.string(),
  segment: z.string(),
  address: z.string(),
  zip: z.string(),
  city: z.string(),
  status,
  createdAt: iso,
  approvedAt: iso.nullable(),
});
export const institutionList = z.array(institution);

/** A pending request as the admin sees it (GetPendingInstitutions, CreateInstitution). */
export const institutionRequest = institution.extend({
  requestedBy: record({ userId: z.string(), email: z.string(), name: z.string() }).nullable(),
  userCount: z.number(),
});
export const institutionRequestList = z.array(institutionRequest);

export const filterData = record({ segments: z.array(record({ segment: z.string(), count: z.number() })) });

export const institutionOverview = record({
  totals: record({
    institutions: z.number(),
    confirmed: z.number(),
    pending: z.number(),
    users: z.number(),
    usersWithoutInstitution: z.number(),
  }),
  segments: z.array(
    record({ segment: z.string(), confirmed: z.number(), pending: z.number(), users: z.number() }),
  ),
  institutions: z.array(
    record({
      id: z.string(),
      name: z.string(),
      segment: z.string(),
      city: z.string(),
      status,
      userCount: z.number(),
    }),
  ),
});

export const deleted = record({
  id: z.string(),
  name: z.string(),
  deleted: z.literal(true),
  unlinkedUserIds: z.array(z.string()),
});

// People

export const user = record({
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
  institution: record({
    id: z.string(),
    name: z.string(),
    segment: z.string(),
    city: z.string(),
    status,
  }).nullable(),
  institutionAffirmedAt: iso.nullable(),
  programs: z.array(z.string()),
  createdAt: iso,
  materialAccess: record({ validated: z.boolean(), codeValidated: z.boolean() }),
});

const userSummary = record({
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

// Programmes

export const programs = z.array(
  record({
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
export const joinedProgram = record({
  programName: z.string(),
  joined: z.literal(true),
  joinedAt: iso,
  alreadyJoined: z.boolean(),
});
export const leftProgram = record({
  programName: z.string(),
  joined: z.literal(false),
  wasMember: z.boolean(),
});

// Events

export const event = record({
  eventId: z.string(),
  title: z.string(),
  url: z.string(),
  teaser: z.string(),
  type: z.enum(['Workshop', 'Konkurrence', 'Finale', 'Webinar', 'Konference', 'Inspirationsdag']),
  programName: z.string().nullable(),
  startDate: iso,
  endDate: iso,
  location: record({ name: z.string(), address: z.string(), zip: z.string(), city: z.string() }),
  capacity: z.number(),
  remainingSeats: z.number(),
  requiresCode: z.boolean(),
  isPast: z.boolean(),
});
export const eventList = z.array(event);

export const activePrograms = z.array(
  record({
    programName: z.string(),
    displayName: z.string(),
    description: z.string(),
    joinedAt: iso,
    events: z.array(event.extend({ signedUp: z.boolean() })),
  }),
);

export const programData = z.array(
  record({
    programName: z.string(),
    displayName: z.string(),
    memberCount: z.number(),
    members: z.array(userSummary.extend({ joinedAt: iso.nullable(), signedUpEvents: z.number() })),
    events: z.array(
      record({
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
  }),
);

export const signUp = record({
  eventId: z.string(),
  event,
  signedUpAt: iso,
  selfSignedUp: z.boolean(),
  source: z.enum(['teacher', 'list', 'attendee']).nullable(),
  participants: z.array(record({ name: z.string(), email: z.string(), signedUpAt: iso })),
});
export const signupList = z.array(signUp);

const team = record({
  teamId: z.string(),
  eventId: z.string(),
  name: z.string(),
  createdAt: iso,
  members: z.array(
    record({ name: z.string(), email: z.string().nullable(), role: z.enum(['teacher', 'student']) }),
  ),
});

export const submission = record({
  submissionId: z.string(),
  eventId: z.string(),
  code: z.string(),
  email: z.string().nullable(),
  createdAt: iso,
});

export const userEvent = record({
  eventId: z.string(),
  email: z.string(),
  event,
  signedUp: z.boolean(),
  signUp: signUp.nullable(),
  codeRequired: z.boolean(),
  codeValidated: z.boolean(),
  codeValidatedAt: iso.nullable(),
  submission: submission.nullable(),
  team: team.nullable(),
  canSignUp: z.boolean(),
  refusal: record({ reason: z.string(), message: z.string() }).nullable(),
});

export const teamData = record({ eventId: z.string(), email: z.string(), team: team.nullable() });

export const signupResult = record({ eventId: z.string(), remainingSeats: z.number(), signUp });
export const listSignupResult = signupResult.extend({ added: z.number() });

export const eventValidation = record({
  valid: z.literal(true),
  eventId: z.string(),
  email: z.string(),
  codeRequired: z.boolean(),
  codeValidated: z.boolean(),
});

// Redeem codes

export const codeCheck = record({
  valid: z.boolean(),
  eventId: z.string().optional(),
  eventTitle: z.string().optional(),
  isPast: z.boolean().optional(),
});
export const eventCodeValidation = record({
  valid: z.literal(true),
  eventId: z.string(),
  eventTitle: z.string(),
  validatedAt: iso,
});

// Material

const format = z.enum(['pdf', 'ebook']);

export const materialOverview = record({
  email: z.string(),
  validated: z.boolean(),
  codeValidated: z.boolean(),
  totalDownloads: z.number(),
  materials: z.array(
    record({
      materialId: z.string(),
      title: z.string(),
      description: z.string(),
      format,
      programName: z.string().nullable(),
      requiresCode: z.boolean(),
      imageUrl: z.string().nullable(),
      accessible: z.boolean(),
      downloads: z.number(),
      lastDownloadedAt: iso.nullable(),
    }),
  ),
});

/** The doc leaves the item fields untyped; the stand-in sends null for a person or material it no longer knows. */
export const adminMaterialOverview = record({
  totals: record({ downloads: z.number(), users: z.number(), materials: z.number() }),
  materials: z.array(
    record({
      materialId: z.string(),
      title: z.string(),
      format,
      requiresCode: z.boolean(),
      downloads: z.number(),
      uniqueUsers: z.number(),
      lastDownloadedAt: iso.nullable(),
    }),
  ),
  users: z.array(
    record({
      userId: z.string(),
      email: z.string().nullable(),
      name: z.string().nullable(),
      institutionName: z.string().nullable(),
      downloads: z.number(),
      lastDownloadedAt: iso.nullable(),
    }),
  ),
  recent: z.array(
    record({
      at: iso,
      materialId: z.string(),
      title: z.string().nullable(),
      userId: z.string(),
      email: z.string().nullable(),
    }),
  ),
});

export const materialValidation = record({ validated: z.literal(true), validatedAt: iso, user });
export const materialCodeValidation = record({
  valid: z.literal(true),
  validatedAt: iso,
  unlockedMaterialIds: z.array(z.string()),
});
export const material = record({
  materialId: z.string(),
  title: z.string(),
  format,
  downloadUrl: z.string().nullable(),
});
export const download = record({
  materialId: z.string(),
  downloadedAt: iso,
  userDownloads: z.number(),
  totalDownloads: z.number(),
});

// Request bodies

export interface CreateUserBody {
  name: string;
  institutionId?: string | null;
  phone?: string | null;
  subjects?: string[];
}
export interface CreateInstitutionBody {
  name: string;
  segment: string;
  address?: string;
  zip?: string;
  city?: string;
}
export interface Participant {
  name: string;
  email: string;
}
