import { z } from 'zod';

/**
 * The validation rules of SPEC section 5 with their Danish messages, shared by the forms' resolvers and the
 * procedures' inputs.
 *
 * How the rules behave (SPEC section 5, "General behaviour of all forms"):
 * - Stop at the first failing rule of a field: a field's checks are declared in the order the rules run, and every
 *   check after the first carries `when: noIssueYet`, so it runs only while the field has no issue. (Not
 *   `abort: true`: zod then also skips the form object's refinements, and the repeat-email rule must still run
 *   when another field fails.) The forms also use react-hook-form's `criteriaMode: 'firstError'`.
 * - An empty optional field is not validated: `optionalField` skips its rules for a blank value.
 * - A failing rule without its own message gets '{field} is not valid.' (`MESSAGES.fallback`), either from the
 *   rule (`fallbackFor(field)`) or from the parse-wide map `fallbackErrorMap(labels)` a form's resolver passes.
 * - When a form validates (on input and on leaving a field) is the form's setting: see `FORM_MODE`.
 */
export const MESSAGES = {
  email: 'Email skal indeholde @ og domæne',
  required: (field: string) => `${field} er påkrævet`,
  requiredCustom: 'Email er påkrævet',
  repeatEmail: 'Venligst tjek at emails matcher',
  fallback: (field: string) => `${field} is not valid.`,
} as const;

/** The spec's message templates, with their placeholders, for anything that formats them itself. */
export const MESSAGE_TEMPLATES = {
  required: '{_field_} er påkrævet',
  fallback: '{field} is not valid.',
} as const;

/** Fills `{_field_}` / `{field}` in a message template with the field's name. */
export const formatMessage = (template: string, field: string) =>
  template.replace(/\{_field_\}|\{field\}/g, field);

/**
 * react-hook-form settings for "validation runs on input and on leaving a field" (SPEC section 5):
 * `onTouched` validates a field when it is first left and, from then on, on every input (and every blur);
 * after a submit `reValidateMode: 'onChange'` validates on every input. A field the person has not yet left is
 * not shouted at while they type its first characters; the submit validates every field at once.
 */
export const FORM_MODE = {
  mode: 'onTouched',
  reValidateMode: 'onChange',
  criteriaMode: 'firstError',
} as const;

/** A local part, '@', and a domain whose top-level part has at least two letters. */
export const EMAIL_PATTERN = /^[^\s@,;]+@[^\s@,;]+\.[a-zA-Z]{2,}$/;

export const isEmail = (value: string) => EMAIL_PATTERN.test(value.trim());

/** The list variant: one or more addresses separated by commas (spaces around them allowed). */
export const isEmailList = (value: string) => value.split(',').every((part) => isEmail(part));

/** The 'required' condition: not null/undefined, not an empty list and not a blank string. */
export const isPresent = (value: unknown): boolean => {
  if (value === null || value === undefined) return false;
  if (typeof value === 'string') return value.trim().length > 0;
  if (Array.isArray(value)) return value.length > 0;
  return true;
};

/** Runs a check only while its field has no issue yet: "validation stops at the first failing rule". */
export const noIssueYet = (payload: { issues: readonly unknown[] }) => payload.issues.length === 0;

/** A later rule of a field: its message, and it runs only when the earlier rules passed. */
export const thenRule = (message: string) => ({ message, when: noIssueYet });

/** A rule's own message for "any other failure" of `field` (the spec's default message). */
export const fallbackFor = (field: string) => thenRule(MESSAGES.fallback(field));

/**
 * The parse-wide error map for a form: a failing rule without its own message reads '{field} is not valid.',
 * with the field's label from `labels` (its key in the form otherwise).
 */
export function fallbackErrorMap(labels: Readonly<Record<string, string>> = {}) {
  return (issue: { path?: PropertyKey[] | undefined }) => {
    const key = issue.path?.at(-1);
    const name = key === undefined ? 'Feltet' : String(key);
    return MESSAGES.fallback(labels[name] ?? name);
  };
}

/**
 * Control characters: line breaks, tabs and the rest of C0/C1, and the Unicode line and paragraph separators. A
 * single-line field (a name, an institution, a city) refuses them, so no line break reaches the admin's exports
 * where a spreadsheet would read it as a new row (docs/decisions/0030).
 */
export const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

export const controlCharactersMessage = (field: string) =>
  `${field} må kun fylde én linje: fjern linjeskift, tabulatortegn og andre kontroltegn`;

/** A later rule of a single-line field: no control characters (CONTROL_CHARACTERS), with its Danish message. */
export const singleLine = <S extends z.ZodType<string>>(schema: S, field: string) =>
  schema.refine((value) => !CONTROL_CHARACTERS.test(value), thenRule(controlCharactersMessage(field)));

/** requiredText for one line of text (a name, an institution): control characters refused (singleLine). */
export const requiredLine = (field: string, max = 500) => singleLine(requiredText(field, max), field);

/** required: a trimmed text that must not be blank, '{field} er påkrævet'; longer than `max` is the default message. */
export const requiredText = (field: string, max = 500) =>
  z
    .string({ error: MESSAGES.required(field) })
    .trim()
    .min(1, MESSAGES.required(field))
    .max(max, fallbackFor(field));

/** requiredCustom + email: 'Email er påkrævet' when blank, then the pattern. */
export const emailField = z
  .string({ error: MESSAGES.requiredCustom })
  .trim()
  .min(1, MESSAGES.requiredCustom)
  .max(254, thenRule(MESSAGES.email))
  .refine(isEmail, thenRule(MESSAGES.email));

/** email / customEmail on its own (no required rule): for fields that are optional or required elsewhere. */
export const emailRule = ({ multiple = false }: { multiple?: boolean } = {}) =>
  z
    .string({ error: MESSAGES.email })
    .trim()
    .refine(multiple ? isEmailList : isEmail, thenRule(MESSAGES.email));

/**
 * An optional text field: blank (or missing) is valid and skips `rules`; anything else must pass them. The
 * output is the trimmed text, or `undefined` when blank.
 */
export function optionalField(rules: z.ZodType<unknown, string>) {
  return z
    .string()
    .nullish()
    .transform((value) => value?.trim() ?? '')
    .superRefine((value, ctx) => {
      if (!value) return;
      const result = rules.safeParse(value);
      const first = result.success ? undefined : result.error.issues[0];
      if (first) ctx.addIssue({ code: 'custom', message: first.message, input: value });
    })
    .transform((value) => value || undefined);
}

/**
 * repeatEmail: the field `target` must equal the field `source` (case and surrounding spaces ignored), checked
 * on the form's object so the issue lands on the repeat field's path. It runs even when other fields fail
 * (zod skips object refinements after an aborting field issue unless told otherwise), and stays quiet while the
 * repeat field is blank: its own required rule speaks then.
 */
export function withRepeatEmail<S extends z.ZodObject>(schema: S, source: string, target: string) {
  return schema.superRefine(
    (values, ctx) => {
      const record = values as Record<string, unknown>;
      const first = record[source];
      const second = record[target];
      if (typeof second !== 'string' || !second.trim()) return;
      const same = typeof first === 'string' && first.trim().toLowerCase() === second.trim().toLowerCase();
      if (!same)
        ctx.addIssue({ code: 'custom', message: MESSAGES.repeatEmail, path: [target], input: second });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}

// ---------------------------------------------------------------------------------------------------------
// Form schemas shared by a form (react-hook-form resolver) and its procedure's input (docs/architecture.md,
// How the code reads).

/** The public sign-up for an event: what `attendee.createAttendee` takes. */
export const attendeeSignupFields = {
  eventId: requiredText('Arrangement', 100),
  name: requiredLine('Navn', 200),
  email: emailField,
  institution: optionalField(singleLine(z.string().max(200, fallbackFor('Institution')), 'Institution')),
};
export const attendeeSignupSchema = z.object(attendeeSignupFields);

export const EVENT_SIGNUP_LABELS = {
  name: 'Navn',
  email: 'E-mail',
  repeatEmail: 'Gentag e-mail',
  institution: 'Skole eller institution (valgfri)',
} as const;

/** The sign-up form: the procedure's fields plus the repeated e-mail, which must match. */
export const eventSignupFormSchema = withRepeatEmail(
  z.object({
    ...attendeeSignupFields,
    repeatEmail: z
      .string({ error: MESSAGES.required(EVENT_SIGNUP_LABELS.repeatEmail) })
      .trim()
      .min(1, MESSAGES.required(EVENT_SIGNUP_LABELS.repeatEmail)),
  }),
  'email',
  'repeatEmail',
);
export type EventSignupFormInput = z.input<typeof eventSignupFormSchema>;
export type EventSignupForm = z.output<typeof eventSignupFormSchema>;

/** The material code form (Undervisningsmaterialer) and `material.validateCode`'s input: the API takes 1–64 characters. */
export const MATERIAL_CODE_LABELS = { code: 'Materialekode' } as const;
export const materialCodeSchema = z.object({ code: requiredText(MATERIAL_CODE_LABELS.code, 64) });
export type MaterialCodeForm = z.infer<typeof materialCodeSchema>;
