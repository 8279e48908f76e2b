import { z } from 'zod';
import { INSTITUTION_SEGMENTS } from './state/institutions';

/**
 * Request schemas. Every message completes a sentence that starts with the field's name
 * ("email must be a valid e-mail address"), so the 400 answer reads as one sentence.
 */
const says = (what: string) => ({
  error: (issue: { input?: unknown }) => (issue.input === undefined ? 'is required' : `must be ${what}`),
});

const text = (min: number, max: number, what = 'text') =>
  z
    .string(says(what))
    .trim()
    .min(min, min === 1 ? 'must not be empty' : `must be at least ${min} characters long`)
    .max(max, `must be at most ${max} characters long`);

export const emailField = z
  .string(says('an e-mail address'))
  .trim()
  .pipe(z.email({ error: 'must be a valid e-mail address' }));

const id = (what: string) => text(1, 100, what);
const object = <S extends z.ZodRawShape>(shape: S) => z.object(shape, says('a JSON object'));

// Teacher calls take the person from the token; an `email` in the body must then be the caller's own
// (or anybody's, for an admin).
const self = { email: emailField.optional() };

export const schemas = {
  // Queries
  emailQuery: object({ email: emailField.optional() }),
  userIdQuery: object({ userId: id('an e-mail address or a userId').optional() }),
  teamQuery: object({ eventId: id('an event id'), userId: id('an e-mail address or a userId').optional() }),
  searchQuery: object({ searchTerm: text(2, 100) }),
  newestQuery: object({
    limit: z.coerce
      .number(says('a number'))
      .int('must be a whole number')
      .min(1, 'must be at least 1')
      .max(100, 'must be at most 100')
      .optional(),
  }),
  submissionQuery: object({ code: id('a code').optional(), eventId: id('an event id').optional() }),
  userPath: object({ email: emailField }),

  // Bodies
  createUser: object({
    ...self,
    name: text(1, 200),
    institutionId: id('an institution id').nullish(),
    phone: text(0, 40).nullish(),
    subjects: z
      .array(text(1, 80), says('a list of subjects'))
      .max(20, 'must hold at most 20 subjects')
      .optional(),
  }),
  selfOnly: object(self),
  updateInstitution: object({ ...self, institutionId: id('an institution id') }),
  program: object({ ...self, programName: text(1, 100) }),
  createInstitution: object({
    name: text(2, 150),
    segment: z.enum(INSTITUTION_SEGMENTS as [string, ...string[]], {
      error: `must be one of ${INSTITUTION_SEGMENTS.join(', ')}`,
    }),
    address: text(0, 200).optional(),
    zip: z
      .string(says('a postcode'))
      .trim()
      .regex(/^(\d{4})?$/, 'must be a Danish postcode of four digits')
      .optional(),
    city: text(0, 100).optional(),
  }),
  institutionId: object({ id: id('an institution id') }),
  renameInstitution: object({ id: id('an institution id'), name: text(2, 150) }),
  material: object({ ...self, materialId: id('a material id') }),
  code: object({ ...self, code: text(1, 64) }),
  eventCode: object({ ...self, code: text(1, 64), eventId: id('an event id').optional() }),
  event: object({ ...self, eventId: id('an event id') }),
  eventForUser: object({ email: emailField, eventId: id('an event id') }),
  submission: object({ ...self, code: id('a code').optional(), eventId: id('an event id').optional() }),
  signUpByList: object({
    ...self,
    eventId: id('an event id'),
    participants: z
      .array(object({ name: text(1, 200), email: emailField }), says('a list of participants'))
      .min(1, 'must hold at least 1 participant')
      .max(100, 'must hold at most 100 participants'),
  }),
};
