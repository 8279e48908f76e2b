import type { ProductUser } from '../product/state/model';
import type { SeedInstitution } from './types';

/**
 * `MOCK_EXTRA_USERS=n`: n generated teachers added to the product API's records (not to the identity
 * provider's accounts: nobody signs in as them), for the admin lists and the CSV export benchmark. Deterministic:
 * the same n and day give the same people. Every e-mail ends in `@generet.example.dk`, so the search term
 * `generet` finds all of them. Names use Danish letters, and every 97th name starts with a character a
 * spreadsheet would read as a formula (`=`, `+`, `-`, `@`), for the export's neutralising.
 */
export const EXTRA_USER_DOMAIN = 'generet.example.dk';

const GIVEN = [
  'Åse',
  'Søren',
  'Mette',
  'Bjørn',
  'Ærle',
  'Jens',
  'Kirsten',
  'Ole',
  'Sofie',
  'Mads',
  'Ida',
  'Lærke',
];
const FAMILY = [
  'Østergaard',
  'Jensen',
  'Nielsen',
  'Hansen',
  'Pedersen',
  'Mølgaard',
  'Kjær',
  'Bæk',
  'Sørensen',
];
const FORMULA_NAMES = ['=SUM(A1)', '+45 Hansen', '-Bo', '@Ane'];

const DAY = 86_400_000;

export function extraUsers(
  count: number,
  today: Date,
  institutions: readonly SeedInstitution[],
): ProductUser[] {
  const confirmed = institutions.filter((i) => i.status === 'confirmed');
  const users: ProductUser[] = [];
  for (let n = 1; n <= count; n++) {
    const number = String(n).padStart(5, '0');
    const givenName =
      n % 97 === 0 ? FORMULA_NAMES[(n / 97) % FORMULA_NAMES.length]! : GIVEN[n % GIVEN.length]!;
    const familyName = FAMILY[Math.floor(n / GIVEN.length) % FAMILY.length]!;
    // Every seventh person has not chosen an institution yet.
    const institution = n % 7 === 0 ? null : (confirmed[n % Math.max(1, confirmed.length)] ?? null);
    const createdAt = new Date(today.getTime() - (n % 900) * DAY - (n % 1440) * 60_000).toISOString();
    users.push({
      userId: `user-x${number}`,
      email: `laerer${number}@${EXTRA_USER_DOMAIN}`,
      name: `${givenName} ${familyName}`,
      givenName,
      familyName,
      role: 'teacher',
      phone: null,
      subjects: [],
      institutionId: institution?.id ?? null,
      institutionAffirmedAt: institution ? createdAt : null,
      programs: [],
      createdAt,
      materialsValidatedAt: null,
      materialCodeValidatedAt: null,
      eventCodes: [],
    });
  }
  return users;
}
