import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import {
  filterInstitutions,
  institutionCount,
  nameKey,
  sameNamedInstitution,
} from '@/lib/institution-filter';
import {
  CHOOSE_INSTITUTION_MESSAGE,
  ZIP_MESSAGE,
  chooseInstitutionSchema,
  institutionSchema,
} from '@/lib/forms/institution';
import { SUBJECTS_MESSAGE, parseSubjects, signupFormSchema } from '@/lib/forms/signup';

const messages = (result: { success: boolean; error?: z.ZodError }) =>
  result.success ? [] : (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);

const LIST = [
  { id: 'a', name: 'Aarhus Katedralskole', segment: 'Gymnasium', city: 'Aarhus' },
  { id: 'b', name: 'Kolding Friskole', segment: 'Grundskole', city: 'Kolding' },
  { id: 'c', name: 'Ørestad Gymnasium', segment: 'Gymnasium', city: 'København S' },
  { id: 'd', name: 'Erhvervsskolen Nord', segment: 'Erhvervsskole', city: 'Hjørring' },
];

describe('filterInstitutions', () => {
  it('keeps every institution for an empty search and no segment', () => {
    expect(filterInstitutions(LIST, { query: '  ', segment: '' })).toHaveLength(4);
  });

  it('finds a name whatever its Danish spelling: "århus" finds Aarhus Katedralskole, "oerestad" Ørestad', () => {
    expect(filterInstitutions(LIST, { query: 'århus', segment: '' }).map((i) => i.id)).toEqual(['a']);
    expect(filterInstitutions(LIST, { query: 'OERESTAD', segment: '' }).map((i) => i.id)).toEqual(['c']);
  });

  it('needs every word, in the name or the city', () => {
    expect(filterInstitutions(LIST, { query: 'skole kolding', segment: '' }).map((i) => i.id)).toEqual(['b']);
    expect(filterInstitutions(LIST, { query: 'hjorring', segment: '' }).map((i) => i.id)).toEqual(['d']);
    expect(filterInstitutions(LIST, { query: 'skole vejle', segment: '' })).toEqual([]);
  });

  it('filters by segment, alone and with a search, keeping the list order', () => {
    expect(filterInstitutions(LIST, { query: '', segment: 'Gymnasium' }).map((i) => i.id)).toEqual([
      'a',
      'c',
    ]);
    expect(filterInstitutions(LIST, { query: 'gymnasium', segment: 'Grundskole' })).toEqual([]);
  });
});

describe('sameNamedInstitution', () => {
  it('matches the way the API judges names unique: case, Danish spelling and extra spaces ignored', () => {
    expect(sameNamedInstitution(LIST, '  århus   KATEDRALSKOLE ')?.id).toBe('a');
    expect(sameNamedInstitution(LIST, 'Aarhus Katedral')).toBeNull();
    expect(nameKey('Ørestad  Gymnasium')).toBe('orestad gymnasium');
  });
});

describe('institutionCount', () => {
  it('says "1 institution" and "2 institutioner"', () => {
    expect(institutionCount(1)).toBe('1 institution');
    expect(institutionCount(2)).toBe('2 institutioner');
  });
});

describe('institutionSchema', () => {
  it('gives the trimmed fields, and undefined for blank optional ones', () => {
    expect(
      institutionSchema.parse({
        name: ' Thy Skole ',
        segment: 'Grundskole',
        address: ' ',
        zip: '',
        city: 'Thisted',
      }),
    ).toEqual({
      name: 'Thy Skole',
      segment: 'Grundskole',
      address: undefined,
      zip: undefined,
      city: 'Thisted',
    });
  });

  it('names each problem in Danish, one per field', () => {
    expect(messages(institutionSchema.safeParse({ name: '', segment: '', zip: '80' }))).toEqual([
      ['name', 'Institutionens navn er påkrævet'],
      ['segment', 'Skoletype er påkrævet'],
      ['zip', ZIP_MESSAGE],
    ]);
    expect(messages(institutionSchema.safeParse({ name: 'X', segment: 'Børnehave' }))).toEqual([
      ['name', 'Institutionens navn skal have mindst 2 tegn'],
      ['segment', 'Vælg en af skoletyperne på listen'],
    ]);
  });
});

describe('parseSubjects', () => {
  it('splits on commas, trims, drops blanks and repeats (case ignored)', () => {
    expect(parseSubjects(' Dansk, matematik , , Dansk,  Fysik  og kemi ')).toEqual([
      'Dansk',
      'matematik',
      'Fysik og kemi',
    ]);
    expect(parseSubjects(undefined)).toEqual([]);
  });
});

describe('signupFormSchema', () => {
  const valid = {
    name: 'Tine',
    phone: '',
    subjects: 'Dansk',
    choice: 'existing',
    institutionId: 'inst-1001',
  };

  it('turns the subjects text into a list and a blank phone into undefined', () => {
    expect(signupFormSchema.parse(valid)).toEqual({
      name: 'Tine',
      phone: undefined,
      subjects: ['Dansk'],
      choice: 'existing',
      institutionId: 'inst-1001',
    });
  });

  it('asks for an institution from the list only when the person picks from the list', () => {
    expect(messages(signupFormSchema.safeParse({ ...valid, institutionId: '' }))).toEqual([
      ['institutionId', CHOOSE_INSTITUTION_MESSAGE],
    ]);
    expect(signupFormSchema.safeParse({ ...valid, choice: 'new', institutionId: '' }).success).toBe(true);
  });

  it('tells every problem at once, the missing institution too', () => {
    expect(
      messages(
        signupFormSchema.safeParse({
          ...valid,
          name: ' ',
          phone: 'ring mig',
          subjects: 'x'.repeat(81),
          institutionId: '',
        }),
      ),
    ).toEqual([
      ['name', 'Navn er påkrævet'],
      ['phone', 'Telefonnummeret må kun indeholde tal, mellemrum, + og -'],
      ['subjects', SUBJECTS_MESSAGE],
      ['institutionId', CHOOSE_INSTITUTION_MESSAGE],
    ]);
  });

  it('accepts a phone number with spaces, a plus and a dash', () => {
    expect(signupFormSchema.safeParse({ ...valid, phone: '+45 12 34-56 78' }).success).toBe(true);
  });
});

describe('chooseInstitutionSchema', () => {
  it('asks the person to choose when nothing is chosen', () => {
    expect(messages(chooseInstitutionSchema.safeParse({ institutionId: '' }))).toEqual([
      ['institutionId', CHOOSE_INSTITUTION_MESSAGE],
    ]);
  });
});
