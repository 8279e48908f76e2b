import { z } from 'zod';
import {
  fallbackFor,
  MESSAGES,
  optionalField,
  requiredLine,
  requiredText,
  singleLine,
  thenRule,
} from '@/lib/validation';

/**
 * The institution forms of Min profil (getting started and Konto; the sign-up is ./signup.ts), shared by the forms' resolvers
 * and the procedures' inputs (docs/architecture.md, How the code reads). The limits are the product API's
 * (product-api.md §4).
 */

/** The product API's segments (CreateInstitution refuses any other). */
export const INSTITUTION_SEGMENTS = ['Grundskole', 'Gymnasium', 'Erhvervsskole', 'Videregående'] as const;
export type InstitutionSegment = (typeof INSTITUTION_SEGMENTS)[number];

const isSegment = (value: string): value is InstitutionSegment =>
  (INSTITUTION_SEGMENTS as readonly string[]).includes(value);

export const INSTITUTION_LABELS = {
  name: 'Institutionens navn',
  segment: 'Skoletype',
  address: 'Adresse (valgfri)',
  zip: 'Postnummer (valgfrit)',
  city: 'By (valgfri)',
} as const;

export const ZIP_MESSAGE = 'Postnummer skal være fire cifre';

/** A new institution: what `institutions.createInstitution` takes and the "Opret ny institution" form checks. */
export const institutionFields = {
  name: requiredLine(INSTITUTION_LABELS.name, 150).refine(
    (value) => value.length >= 2,
    thenRule(`${INSTITUTION_LABELS.name} skal have mindst 2 tegn`),
  ),
  segment: requiredText(INSTITUTION_LABELS.segment, 100).refine(
    isSegment,
    thenRule('Vælg en af skoletyperne på listen'),
  ),
  address: optionalField(singleLine(z.string().max(200, fallbackFor('Adresse')), 'Adresse')),
  zip: optionalField(z.string().regex(/^\d{4}$/, ZIP_MESSAGE)),
  city: optionalField(singleLine(z.string().max(100, fallbackFor('By')), 'By')),
};
export const institutionSchema = z.object(institutionFields);
export type InstitutionFormInput = z.input<typeof institutionSchema>;
export type NewInstitution = z.output<typeof institutionSchema>;

export const emptyInstitution: InstitutionFormInput = {
  name: '',
  segment: '',
  address: '',
  zip: '',
  city: '',
};

/** An institution's new name (admin rename): the product API's 2 to 150 characters. */
export const NAME_MIN = 2;
export const NAME_MAX = 150;
export const institutionNameField = singleLine(
  z
    .string()
    .trim()
    .min(1, MESSAGES.required('Navn'))
    .min(NAME_MIN, thenRule(`Navnet skal have mindst ${NAME_MIN} tegn`))
    .max(NAME_MAX, thenRule(`Navnet må højst have ${NAME_MAX} tegn`)),
  'Navnet',
);

/** Choosing a confirmed institution from the list (link it, or change to it). */
export const CHOOSE_INSTITUTION_MESSAGE = 'Vælg din institution på listen';
export const chooseInstitutionSchema = z.object({
  institutionId: z.string({ error: CHOOSE_INSTITUTION_MESSAGE }).trim().min(1, CHOOSE_INSTITUTION_MESSAGE),
});
export type ChooseInstitution = z.output<typeof chooseInstitutionSchema>;
