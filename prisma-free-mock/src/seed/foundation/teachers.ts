import type { ProductUser } from '../../product/state/model';
import { Random } from '../random';
import type { SeedInstitution, SeedProgram } from '../types';
import { asciiSlug, FAMILY_NAMES, GIVEN_NAMES } from './names';

/** Generated teachers (product records only: nobody signs in as them), ids user-g00001 onwards. */
export const TEACHER_COUNT = 25_600;
/** How far back the oldest account goes. */
const HISTORY_DAYS = 2_100;
const DAY = 86_400_000;

const SUBJECTS: Record<string, readonly string[]> = {
  Grundskole: [
    'Dansk',
    'Matematik',
    'Natur/teknologi',
    'Håndværk og design',
    'Samfundsfag',
    'Engelsk',
    'Historie',
  ],
  Gymnasium: ['Samfundsfag', 'Afsætning', 'Erhvervsøkonomi', 'Innovation', 'Biologi', 'Dansk', 'Matematik'],
  Erhvervsskole: ['Teknologi', 'Virksomhedsøkonomi', 'Salg og service', 'Innovation', 'Dansk'],
  Videregående: ['Innovation', 'Entreprenørskab', 'Pædagogik', 'Økonomi'],
};
/** How likely a teacher of a segment is to have joined each programme. */
const JOINS: Record<string, readonly (readonly [string, number])[]> = {
  Grundskole: [
    ['iværksætterdag', 0.45],
    ['innovationsugen', 0.4],
  ],
  Gymnasium: [
    ['kickstart', 0.75],
    ['company-programme', 0.35],
  ],
  Erhvervsskole: [
    ['kickstart', 0.7],
    ['company-programme', 0.3],
  ],
  Videregående: [['company-programme', 0.4]],
  none: [
    ['kickstart', 0.15],
    ['iværksætterdag', 0.1],
  ],
};

/**
 * Teachers of the foundation world. Most work at a confirmed school (bigger schools have more of them), about
 * 1 % at a school they asked for and that is still pending, about 7 % have not chosen one. Accounts are spread
 * over six years, more of them lately, at daytime hours. Deterministic for a given day.
 */
/** A school's mail domain from its name: 'Vejle Friskole' → vejle-friskole.example.dk (cut at a word). */
function domainOf(institution: SeedInstitution): string {
  const slug = asciiSlug(institution.name.replace(/ i .+$/, ''));
  const short = slug.length <= 28 ? slug : slug.slice(0, slug.lastIndexOf('-', 28));
  return `${short}.example.dk`;
}

export function generateTeachers(
  today: Date,
  institutions: readonly SeedInstitution[],
  programs: readonly SeedProgram[],
): ProductUser[] {
  const rng = new Random(0x25_000);
  const confirmed = institutions.filter((i) => i.status === 'confirmed');
  const pending = institutions.filter((i) => i.status === 'pending');
  const known = new Set(programs.map((p) => p.programName));
  const emails = new Set<string>();
  const now = today.getTime();
  const users: ProductUser[] = [];
  for (let n = 1; n <= TEACHER_COUNT; n++) {
    const givenName = rng.pick(GIVEN_NAMES);
    const familyName = rng.pick(FAMILY_NAMES);
    // Linearly more accounts lately: the foundation has grown. A few every day, the newest today.
    const ageDays = HISTORY_DAYS * (1 - Math.sqrt(rng.next()));
    const created = now - Math.floor(ageDays) * DAY + rng.int(7 * 60, 22 * 60) * 60_000;
    const roll = rng.next();
    const institution =
      roll < 0.07
        ? null
        : roll < 0.08 && pending.length > 0
          ? rng.pick(pending)
          : confirmed[rng.skewed(confirmed.length, 1.6)]!;
    const domain = institution ? domainOf(institution) : 'mail.example.dk';
    let local = `${asciiSlug(givenName)}.${asciiSlug(familyName)}`;
    if (emails.has(`${local}@${domain}`)) local = `${local}${rng.int(2, 99)}`;
    while (emails.has(`${local}@${domain}`)) local = `${local}${rng.int(0, 9)}`;
    const email = `${local}@${domain}`;
    emails.add(email);
    const createdAt = new Date(Math.min(created, now - 60_000)).toISOString();
    const segment = institution?.segment ?? 'none';
    const after = (minDays: number, maxDays: number) =>
      new Date(
        Math.min(
          now - 60_000,
          Date.parse(createdAt) + rng.int(minDays, maxDays) * DAY + rng.int(0, 3600) * 1000,
        ),
      ).toISOString();
    const memberships = (JOINS[segment] ?? [])
      .filter(([name, p]) => known.has(name) && rng.chance(p))
      .map(([programName]) => ({ programName, joinedAt: after(0, 60) }));
    const subjects = rng.sample(SUBJECTS[institution?.segment ?? 'Grundskole'] ?? [], rng.int(1, 2));
    const validated = institution?.status === 'confirmed' && rng.chance(0.72);
    users.push({
      userId: `user-g${String(n).padStart(5, '0')}`,
      email,
      name: `${givenName} ${familyName}`,
      givenName,
      familyName,
      role: 'teacher',
      phone: rng.chance(0.6)
        ? `+45 ${rng.int(20, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`
        : null,
      subjects,
      institutionId: institution?.id ?? null,
      institutionAffirmedAt:
        institution?.status === 'pending' ? institution.createdAt : institution ? after(0, 500) : null,
      programs: memberships,
      createdAt,
      materialsValidatedAt: validated ? after(0, 30) : null,
      materialCodeValidatedAt: validated && rng.chance(0.3) ? after(30, 200) : null,
      eventCodes: [],
    });
  }
  return users;
}
