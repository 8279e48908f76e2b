import { foldDanish } from '../../product/state/fold';
import { daysFrom } from '../dates';
import { SEGMENTS } from '../domain';
import { Random } from '../random';
import type { SeedInstitution } from '../types';
import { PLACES, STREETS, TOWN_SPELLINGS, TOWNS, townName } from './names';

/** Generated confirmed institutions per segment: most are primary schools, as in the Danish register. */
export const CONFIRMED_PER_SEGMENT: Record<(typeof SEGMENTS)[number], number> = {
  Grundskole: 1_700,
  Gymnasium: 300,
  Erhvervsskole: 300,
  Videregående: 140,
};
/** Generated pending requests (about 5 % of all), of which this many are near-duplicates of confirmed names. */
export const PENDING = 128;
export const NEAR_DUPLICATES = 48;

type Template = (town: string, place: string) => string;

const TEMPLATES: Record<(typeof SEGMENTS)[number], readonly (readonly [Template, number])[]> = {
  Grundskole: [
    [(_t, p) => `${p}skolen`, 5],
    [(_t, p) => `${p} Skole`, 3],
    [(t) => `${t} Friskole`, 2],
    [(t) => `${t} Privatskole`, 1],
    [(t) => `${t} Efterskole`, 1],
    [(t) => `${t} Realskole`, 1],
    [(t) => `${t} Lilleskole`, 1],
  ],
  Gymnasium: [
    [(t) => `${t} Gymnasium`, 4],
    [(t) => `${t} Katedralskole`, 1],
    [(t) => `${t} Statsskole`, 1],
    [(t) => `${t} Amtsgymnasium`, 1],
    [(t) => `${t} Handelsgymnasium`, 2],
    [(t) => `HF & VUC ${t}`, 2],
    [(t) => `${t} Gymnasium og HF`, 1],
    [(t) => `${t} Tekniske Gymnasium`, 2],
  ],
  Erhvervsskole: [
    [(t) => `${t} Handelsskole`, 3],
    [(t) => `${t} Tekniske Skole`, 3],
    [(t) => `Erhvervsskolen ${t}`, 2],
    [(t) => `Social- og Sundhedsskolen ${t}`, 2],
    [(t) => `${t} Produktionsskole`, 2],
    [(t) => `Landbrugsskolen ${t}`, 1],
    [(t) => `EUC ${t}`, 1],
  ],
  Videregående: [
    [(t) => `Professionshøjskolen ${t}`, 2],
    [(t) => `Erhvervsakademiet ${t}`, 2],
    [(t) => `Seminariet i ${t}`, 1],
    [(t) => `Pædagoguddannelsen ${t}`, 1],
    [(t) => `Sygeplejerskeuddannelsen ${t}`, 1],
  ],
};

/**
 * How a teacher writes the name of a school that is already in the register: another spelling of the town,
 * "Skole" for "skolen" and the other way round, a definite form. Each keeps the names apart after folding
 * (the product API refuses a name that folds to one in use), so they are near, not equal.
 */
const NEAR: readonly ((name: string) => string | null)[] = [
  (n) => {
    const town = Object.keys(TOWN_SPELLINGS).find((t) => n.includes(t));
    if (!town) return null;
    // The spelling alone folds alike ('Århus' = 'Aarhus'), so the teacher also wrote the ending differently.
    return n
      .replace(town, TOWN_SPELLINGS[town]!)
      .replace(/skole$/i, (ending) => `${ending}n`)
      .replace(/Gymnasium$/, 'Gymnasiet');
  },
  (n) => (/^(\S+) Skole$/.test(n) ? n.replace(/^(\S+) Skole$/, (_m, p: string) => `${p}skolen`) : null),
  (n) => (/^(\S+)skolen$/.test(n) ? n.replace(/^(\S+)skolen$/, (_m, p: string) => `${p} Skole`) : null),
  (n) => (/ Skole$/.test(n) ? n.replace(/ Skole$/, ' skolen') : null),
  (n) => (/Gymnasium$/.test(n) ? n.replace(/Gymnasium$/, 'Gymnasiet') : null),
  (n) => (/(Handelsskole|Friskole|Efterskole|Realskole)$/.test(n) ? `${n}n` : null),
  (n) => (/^HF & VUC /.test(n) ? n.replace(/^HF & VUC /, 'VUC og HF ') : null),
];

const DAY_HOURS = [8, 9, 10, 11, 13, 14, 15];

/** The register of the foundation world: every generated school, about 5 % of them requests still pending. */
export function generateInstitutions(today: Date, existing: readonly SeedInstitution[]): SeedInstitution[] {
  const rng = new Random(0x1_2400);
  const taken = new Set(existing.map((i) => foldDanish(i.name)));
  const out: SeedInstitution[] = [];
  let serial = 10_001;
  const add = (
    name: string,
    segment: string,
    status: SeedInstitution['status'],
    createdDays: number,
    where?: SeedInstitution,
  ) => {
    const [town, zip] = where ? [where.city, where.zip] : rng.pick(TOWNS);
    out.push({
      id: `inst-${serial++}`,
      name,
      segment,
      address: where?.address ?? `${rng.pick(STREETS)} ${rng.int(1, 140)}`,
      zip,
      city: town,
      status,
      createdAt: daysFrom(today, createdDays, rng.pick(DAY_HOURS), rng.int(0, 59)),
    });
    taken.add(foldDanish(name));
  };
  const free = (name: string) => !taken.has(foldDanish(name));

  for (const segment of SEGMENTS) {
    let made = 0;
    while (made < CONFIRMED_PER_SEGMENT[segment]) {
      const [town] = rng.pick(TOWNS);
      const place = rng.pick(PLACES);
      const base = rng.weighted(TEMPLATES[segment])(townName(town), place);
      const name = free(base) ? base : `${base} i ${townName(town)}`;
      if (!free(name)) continue;
      // The register was loaded years ago and has grown since.
      add(name, segment, 'confirmed', -rng.int(200, 3000));
      made += 1;
    }
  }

  const confirmed = out.filter((i) => i.status === 'confirmed');
  // A quarter of the near-duplicates are the old spelling of a town ('Århus' for 'Aarhus'), the rest the others.
  const [spelling, ...others] = NEAR;
  const spelt = confirmed.filter((i) => Object.keys(TOWN_SPELLINGS).some((town) => i.name.includes(town)));
  let near = 0;
  for (let tries = 0; near < NEAR_DUPLICATES && tries < 10_000; tries++) {
    const bySpelling = near < NEAR_DUPLICATES / 4 && spelt.length > 0;
    const original = rng.pick(bySpelling ? spelt : confirmed);
    const variant = (bySpelling ? spelling! : rng.pick(others))(original.name);
    if (!variant || !free(variant)) continue;
    add(variant, original.segment, 'pending', -rng.int(0, 60), original);
    near += 1;
  }
  while (out.length - confirmed.length < PENDING) {
    const [town] = rng.pick(TOWNS);
    const segment = rng.weighted<string>([
      ['Grundskole', 6],
      ['Gymnasium', 1],
      ['Erhvervsskole', 1],
    ]);
    const name =
      segment === 'Grundskole'
        ? `${rng.pick(['Den Frie Skole', 'Naturfriskolen', 'Montessoriskolen', 'Efterskolen'])} ${townName(town)}`
        : `${rng.pick(['Ungdomsskolen', 'Erhvervsgymnasiet', 'Talentakademiet'])} ${townName(town)}`;
    if (free(name)) add(name, segment, 'pending', -rng.int(0, 60));
  }
  return out;
}
