import { z } from 'zod';
import { fallbackFor, optionalField, requiredLine, thenRule } from '@/lib/validation';
import { CHOOSE_INSTITUTION_MESSAGE } from './institution';

/**
 * Signing up for the programme (user.createUser): the sign-up form of Min profil, shared by the form's resolver
 * and the procedure's input. How the person picks an institution is the institution form's (./institution.ts).
 */

export const SIGNUP_LABELS = {
  name: 'Navn',
  phone: 'Telefon (valgfri)',
  subjects: 'Fag (valgfri)',
  institutionId: 'Institution',
} as const;

export const MAX_SUBJECTS = 20;
export const SUBJECTS_MESSAGE = `Skriv højst ${MAX_SUBJECTS} fag, hvert på højst 80 tegn, adskilt med komma`;

/** "Dansk, Matematik , , Fysik" → ['Dansk', 'Matematik', 'Fysik']: blanks dropped, duplicates kept once. */
export function parseSubjects(text: string | null | undefined): string[] {
  const seen = new Set<string>();
  const subjects: string[] = [];
  for (const part of (text ?? '').split(',')) {
    const subject = part.trim().replace(/\s+/g, ' ');
    const key = subject.toLowerCase();
    if (!subject || seen.has(key)) continue;
    seen.add(key);
    subjects.push(subject);
  }
  return subjects;
}

/** The person's own fields of the sign-up, as `user.createUser` takes them (subjects as a list). */
export const userFields = {
  name: requiredLine(SIGNUP_LABELS.name, 200),
  phone: optionalField(
    z
      .string()
      .max(40, fallbackFor('Telefon'))
      .regex(/^\+?[\d\s()-]{6,}$/, thenRule('Telefonnummeret må kun indeholde tal, mellemrum, + og -')),
  ),
  subjects: z.array(z.string().trim().min(1).max(80)).max(MAX_SUBJECTS).optional(),
};

/**
 * The sign-up form: the person's fields, their subjects as one comma-separated text, and how they pick their
 * institution. A confirmed institution must be chosen when `choice` is 'existing'; a new one is checked by its
 * own form (institutionSchema), so the same fields serve sign-up and Konto.
 */
export const signupFormSchema = z
  .object({
    name: userFields.name,
    phone: userFields.phone,
    subjects: z
      .string()
      .nullish()
      .transform(parseSubjects)
      .refine(
        (list) => list.length <= MAX_SUBJECTS && list.every((subject) => subject.length <= 80),
        SUBJECTS_MESSAGE,
      ),
    choice: z.enum(['existing', 'new']),
    institutionId: z.string().trim(),
  })
  .superRefine(
    (values, ctx) => {
      if (values.choice === 'existing' && !values.institutionId)
        ctx.addIssue({ code: 'custom', message: CHOOSE_INSTITUTION_MESSAGE, path: ['institutionId'] });
    },
    // Also when another field failed: every problem is told at once (see withRepeatEmail).
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type SignupFormInput = z.input<typeof signupFormSchema>;
export type SignupForm = z.output<typeof signupFormSchema>;
