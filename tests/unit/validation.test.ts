import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  EVENT_SIGNUP_LABELS,
  FORM_MODE,
  MESSAGES,
  MESSAGE_TEMPLATES,
  attendeeSignupSchema,
  emailField,
  emailRule,
  eventSignupFormSchema,
  fallbackErrorMap,
  fallbackFor,
  formatMessage,
  isPresent,
  optionalField,
  requiredText,
  withRepeatEmail,
} from '@/lib/validation';
import { participantSchema } from '@/lib/forms/events';
import { institutionNameField, institutionSchema } from '@/lib/forms/institution';
import { userFields } from '@/lib/forms/signup';

const issues = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
const messages = (result: { success: boolean; error?: z.ZodError }) =>
  issues(result).map(([, message]) => message);

const validForm = {
  eventId: 'evt-3002',
  name: 'Signe Kjær',
  email: 'signe@example.dk',
  repeatEmail: 'signe@example.dk',
  institution: '',
};

describe('the messages are worded as the specification words them', () => {
  it('has the four rules and the default message', () => {
    expect(MESSAGES.email).toBe('Email skal indeholde @ og domæne');
    expect(MESSAGES.requiredCustom).toBe('Email er påkrævet');
    expect(MESSAGES.repeatEmail).toBe('Venligst tjek at emails matcher');
    expect(MESSAGE_TEMPLATES.required).toBe('{_field_} er påkrævet');
    expect(MESSAGE_TEMPLATES.fallback).toBe('{field} is not valid.');
  });

  it('fills the field name into the templates', () => {
    expect(formatMessage(MESSAGE_TEMPLATES.required, 'Navn')).toBe('Navn er påkrævet');
    expect(MESSAGES.required('Skole')).toBe('Skole er påkrævet');
    expect(formatMessage(MESSAGE_TEMPLATES.fallback, 'Telefon')).toBe('Telefon is not valid.');
    expect(MESSAGES.fallback('Telefon')).toBe('Telefon is not valid.');
  });
});

describe('email / customEmail', () => {
  it('accepts a local part, @ and a domain with a top-level part of two or more letters', () => {
    for (const good of ['laerer@example.dk', 'a.b+c@sub.skole.com', '  spaces@trimmed.dk  ']) {
      expect(emailField.safeParse(good).success, good).toBe(true);
    }
  });

  it('refuses anything else with the e-mail message', () => {
    for (const bad of [
      'laerer',
      'laerer@',
      '@example.dk',
      'laerer@example',
      'laerer@example.d',
      'laerer@example.d1',
      'a b@c.dk',
      'a@b.dk,c@d.dk',
    ]) {
      expect(messages(emailField.safeParse(bad)), bad).toEqual([MESSAGES.email]);
    }
  });

  it('accepts a comma-separated list in the list variant, and refuses a list with one bad address', () => {
    expect(emailRule({ multiple: true }).safeParse('a@b.dk, c@d.com,e@f.org').success).toBe(true);
    expect(emailRule({ multiple: true }).safeParse('a@b.dk,c@d.com').success).toBe(true);
    expect(messages(emailRule({ multiple: true }).safeParse('a@b.dk, nej'))).toEqual([MESSAGES.email]);
    expect(messages(emailRule({ multiple: true }).safeParse('a@b.dk,'))).toEqual([MESSAGES.email]);
    expect(messages(emailRule().safeParse('a@b.dk, c@d.com'))).toEqual([MESSAGES.email]);
  });
});

describe('required', () => {
  it('refuses null, an empty list and a blank string', () => {
    expect(isPresent(null)).toBe(false);
    expect(isPresent(undefined)).toBe(false);
    expect(isPresent([])).toBe(false);
    expect(isPresent('   ')).toBe(false);
    expect(isPresent('x')).toBe(true);
    expect(isPresent(['x'])).toBe(true);
    expect(isPresent(0)).toBe(true);
  });

  it("says '{_field_} er påkrævet' with the field's name", () => {
    expect(messages(requiredText('Navn').safeParse('   '))).toEqual(['Navn er påkrævet']);
    expect(messages(requiredText('Navn').safeParse(undefined))).toEqual(['Navn er påkrævet']);
    expect(messages(requiredText('Navn').safeParse(null))).toEqual(['Navn er påkrævet']);
  });
});

describe('requiredCustom', () => {
  it("says 'Email er påkrævet' for a missing or blank e-mail", () => {
    expect(messages(emailField.safeParse(''))).toEqual(['Email er påkrævet']);
    expect(messages(emailField.safeParse('  '))).toEqual(['Email er påkrævet']);
    expect(messages(emailField.safeParse(undefined))).toEqual(['Email er påkrævet']);
  });
});

describe('repeatEmail', () => {
  it('puts the mismatch on the repeat field', () => {
    expect(
      issues(eventSignupFormSchema.safeParse({ ...validForm, repeatEmail: 'andet@example.dk' })),
    ).toEqual([['repeatEmail', 'Venligst tjek at emails matcher']]);
  });

  it('ignores case and surrounding spaces', () => {
    expect(eventSignupFormSchema.safeParse({ ...validForm, repeatEmail: ' SIGNE@example.dk ' }).success).toBe(
      true,
    );
  });

  it('still compares when another field fails', () => {
    expect(
      issues(eventSignupFormSchema.safeParse({ ...validForm, name: '', repeatEmail: 'x@example.dk' })),
    ).toEqual([
      ['name', 'Navn er påkrævet'],
      ['repeatEmail', 'Venligst tjek at emails matcher'],
    ]);
  });

  it('leaves a blank repeat field to its required rule', () => {
    expect(issues(eventSignupFormSchema.safeParse({ ...validForm, repeatEmail: '' }))).toEqual([
      ['repeatEmail', `${EVENT_SIGNUP_LABELS.repeatEmail} er påkrævet`],
    ]);
  });

  it('works on any form object with named fields', () => {
    const schema = withRepeatEmail(
      z.object({ primary: z.string(), confirm: z.string() }),
      'primary',
      'confirm',
    );
    expect(issues(schema.safeParse({ primary: 'a@b.dk', confirm: 'c@d.dk' }))).toEqual([
      ['confirm', MESSAGES.repeatEmail],
    ]);
    expect(schema.safeParse({ primary: 'a@b.dk', confirm: 'a@b.dk' }).success).toBe(true);
  });
});

describe('general behaviour', () => {
  it('stops at the first failing rule of a field', () => {
    // Blank fails "required"; the pattern and length rules after it are not run.
    expect(messages(emailField.safeParse(''))).toEqual([MESSAGES.requiredCustom]);
    expect(messages(requiredText('Navn', 3).safeParse(''))).toEqual(['Navn er påkrævet']);
    // Too long and not an e-mail: only the first rule in order speaks.
    expect(messages(emailField.safeParse(`${'a'.repeat(260)}`))).toEqual([MESSAGES.email]);
    const form = eventSignupFormSchema.safeParse({ eventId: '', name: '', email: '', repeatEmail: '' });
    const paths = issues(form).map(([path]) => path);
    expect(paths).toEqual([...new Set(paths)]);
  });

  it('does not validate an empty optional field', () => {
    const institution = optionalField(z.string().max(5, fallbackFor('Institution')));
    expect(institution.safeParse('').success).toBe(true);
    expect(institution.safeParse('   ').success).toBe(true);
    expect(institution.safeParse(undefined).success).toBe(true);
    expect(institution.safeParse(null).success).toBe(true);
    expect(messages(institution.safeParse('for lang tekst'))).toEqual(['Institution is not valid.']);
    expect(messages(optionalField(emailRule()).safeParse(''))).toEqual([]);
    expect(messages(optionalField(emailRule()).safeParse('nej'))).toEqual([MESSAGES.email]);
  });

  it("gives a failing rule without its own message the default '{field} is not valid.'", () => {
    const schema = z.object({ phone: z.string().regex(/^\d+$/), zip: z.string().length(4) });
    const result = schema.safeParse(
      { phone: 'abc', zip: '12' },
      { error: fallbackErrorMap({ phone: 'Telefon' }) },
    );
    expect(issues(result)).toEqual([
      ['phone', 'Telefon is not valid.'],
      ['zip', 'zip is not valid.'],
    ]);
    expect(messages(requiredText('Navn', 3).safeParse('Signe'))).toEqual(['Navn is not valid.']);
  });

  it('validates on leaving a field and then on every input', () => {
    expect(FORM_MODE).toEqual({ mode: 'onTouched', reValidateMode: 'onChange', criteriaMode: 'firstError' });
  });
});

describe('the sign-up schemas', () => {
  it('gives the procedure what it takes, with a blank institution left out', () => {
    const parsed = eventSignupFormSchema.parse(validForm);
    expect(parsed.institution).toBeUndefined();
    expect(
      attendeeSignupSchema.safeParse({
        eventId: 'evt-3002',
        name: 'Signe',
        email: 'signe@example.dk',
        institution: null,
      }).success,
    ).toBe(true);
  });
});

describe('single-line fields', () => {
  it('refuse line breaks, tabs and other control characters with a Danish message, in every form that has them', () => {
    const cases: [z.ZodType, Record<string, unknown>, string][] = [
      [attendeeSignupSchema, { eventId: 'e', name: 'Bo\n=1', email: 'bo@x.dk' }, 'name'],
      [
        attendeeSignupSchema,
        { eventId: 'e', name: 'Bo', email: 'bo@x.dk', institution: 'A\tB' },
        'institution',
      ],
      [institutionSchema, { name: 'Zebra Skole\n=HYPERLINK(A1)', segment: 'Grundskole' }, 'name'],
      [institutionSchema, { name: 'Zebra', segment: 'Grundskole', city: 'Århus\r=1' }, 'city'],
      [institutionSchema, { name: 'Zebra', segment: 'Grundskole', address: 'Vej 1\u2028=1' }, 'address'],
      [z.object({ name: institutionNameField }), { name: 'Ny\u0000skole' }, 'name'],
      [participantSchema, { name: 'Ida\nHolm', email: 'ida@x.dk' }, 'name'],
      [z.object(userFields), { name: 'Mette\u0085Bæk' }, 'name'],
    ];
    for (const [schema, value, field] of cases) {
      const result = schema.safeParse(value);
      expect(result.success, JSON.stringify(value)).toBe(false);
      const issue = result.error?.issues.find((i) => i.path[0] === field);
      expect(issue?.message, JSON.stringify(value)).toMatch(/må kun fylde én linje: fjern linjeskift/);
    }
  });

  it('accept ordinary names with spaces, hyphens and Danish letters', () => {
    expect(institutionSchema.safeParse({ name: 'Ærø Skole - afd. Øst', segment: 'Grundskole' }).success).toBe(
      true,
    );
    expect(participantSchema.safeParse({ name: 'Åse Ø. Hansen', email: 'a@x.dk' }).success).toBe(true);
  });
});
