import { z } from 'zod';
import { iso } from './shared-schemas';

/** The product API's event answers (/events). */

export const event = z.object({
  eventId: z.string(),
  title: z.string(),
  url: z.string(),
  teaser: z.string(),
  type: z.enum(['Workshop', 'Konkurrence', 'Finale', 'Webinar', 'Konference', 'Inspirationsdag']),
  programName: z.string().nullable(),
  startDate: iso,
  endDate: iso,
  location: z.object({ name: z.string(), address: z.string(), zip: z.string(), city: z.string() }),
  capacity: z.number(),
  remainingSeats: z.number(),
  requiresCode: z.boolean(),
  isPast: z.boolean(),
});
export const eventList = z.array(event);

export const activePrograms = z.array(
  z.object({
    programName: z.string(),
    displayName: z.string(),
    description: z.string(),
    joinedAt: iso,
    events: z.array(event.extend({ signedUp: z.boolean() })),
  }),
);

export const signUp = z.object({
  eventId: z.string(),
  event,
  signedUpAt: iso,
  selfSignedUp: z.boolean(),
  source: z.enum(['teacher', 'list', 'attendee']).nullable(),
  participants: z.array(z.object({ name: z.string(), email: z.string(), signedUpAt: iso })),
});
export const signupList = z.array(signUp);

const team = z.object({
  teamId: z.string(),
  eventId: z.string(),
  name: z.string(),
  createdAt: iso,
  members: z.array(
    z.object({ name: z.string(), email: z.string().nullable(), role: z.enum(['teacher', 'student']) }),
  ),
});

export const submission = z.object({
  submissionId: z.string(),
  eventId: z.string(),
  code: z.string(),
  email: z.string().nullable(),
  createdAt: iso,
});

export const userEvent = z.object({
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
  refusal: z.object({ reason: z.string(), message: z.string() }).nullable(),
});

export const teamData = z.object({ eventId: z.string(), email: z.string(), team: team.nullable() });

export const signupResult = z.object({ eventId: z.string(), remainingSeats: z.number(), signUp });
export const listSignupResult = signupResult.extend({ added: z.number() });

export const eventValidation = z.object({
  valid: z.literal(true),
  eventId: z.string(),
  email: z.string(),
  codeRequired: z.boolean(),
  codeValidated: z.boolean(),
});

export interface Participant {
  name: string;
  email: string;
}
