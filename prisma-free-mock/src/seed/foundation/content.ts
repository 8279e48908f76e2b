import type { MediaName } from '../media';
import { Random } from '../random';
import type { SeedArticle, SeedEvent, SeedGrant, SeedInstitution, SeedMaterial } from '../types';
import { asciiSlug, FAMILY_NAMES, GIVEN_NAMES, TOWNS, townName } from './names';

export const ARTICLE_COUNT = 1_400;
export const GRANT_COUNT = 130;

const AUTHORS = [
  'Mette Lund',
  'Karen Thorsen',
  'Jakob Friis',
  'Sanne Bjerre',
  'Ole Kjærsgaard',
  'Line Østergård',
];
const IMAGES: MediaName[] = [
  'article1',
  'article2',
  'article3',
  'projectA',
  'projectB',
  'projectC',
  'heroNews',
];
const PROGRAMMES: Record<string, string> = {
  kickstart: 'Kickstart',
  'company-programme': 'Company Programme',
  iværksætterdag: 'Iværksætterdagen',
  innovationsugen: 'Innovationsugen',
};
const DAY = 86_400_000;

type Draft = Omit<SeedArticle, 'slug' | 'published' | 'author' | 'image'>;

/** News of the last three years, written from the world's own schools, events and materials. */
export function generateArticles(
  today: Date,
  schools: readonly SeedInstitution[],
  events: readonly SeedEvent[],
  materials: readonly SeedMaterial[],
): SeedArticle[] {
  const rng = new Random(0x2_0000);
  const finals = events.filter((e) => e.type === 'Finale' && Date.parse(e.startDate) < today.getTime());
  const person = () => `${rng.pick(GIVEN_NAMES)} ${rng.pick(FAMILY_NAMES)}`;
  const slugs = new Set<string>();
  const out: SeedArticle[] = [];
  const writers: ((days: number) => Draft | null)[] = [
    (days) => {
      const final = rng.pick(finals);
      if (Date.parse(final.startDate) > today.getTime() + days * DAY) return null;
      const school = rng.pick(schools);
      return {
        title: `${school.name} vandt ${final.title.replace(/^[^:]+: /, '')}`,
        tags: [PROGRAMMES[final.programName ?? ''] ?? 'Arrangementer', 'Elever'],
        teaser: `Holdet fra ${school.name} overbeviste dommerne med en idé, der allerede er testet hos rigtige kunder.`,
        paragraphs: [
          `Det blev holdet fra ${school.name}, der løb med sejren, da ${final.title.toLowerCase()} blev afgjort.`,
          `»Vi har talt med over tredive mennesker, der har problemet. Det gjorde forskellen,« siger ${person()}, der var med på holdet.`,
          'Dommerne fremhævede holdets prototype og den klare plan for, hvordan idéen kan blive til en forretning.',
        ],
      };
    },
    () => {
      const [town] = rng.pick(TOWNS);
      const programme = rng.pick(Object.values(PROGRAMMES));
      return {
        title: `${rng.int(4, 30)} skoler i ${townName(town)} er med i ${programme}`,
        tags: [programme, 'Skoler'],
        teaser: `Skolerne i ${townName(town)} går sammen om ${programme} og deler lærere, lokaler og dommere.`,
        paragraphs: [
          `I år er skolerne i ${townName(town)} gået sammen om ${programme}. Det betyder, at eleverne møder elever fra andre skoler undervejs.`,
          `»Vi lærer meget af hinanden, og eleverne får et større publikum,« siger lærer ${person()}.`,
        ],
      };
    },
    () => {
      const school = rng.pick(schools);
      const programme = rng.pick(Object.values(PROGRAMMES));
      return {
        title: `Sådan kom ${school.name} i gang med ${programme}`,
        tags: [programme, 'Lærere'],
        teaser: `Lærerne på ${school.name} fortæller, hvordan de fik forløbet ind i skemaet.`,
        paragraphs: [
          `Da ${school.name} meldte sig til ${programme}, var det med to klasser. I dag er hele årgangen med.`,
          `»Det vigtigste var at starte i det små og vise kollegerne, hvad eleverne fik ud af det,« siger ${person()}.`,
          'Skolen bruger fondens materialer og har en fast aftale med to lokale virksomheder.',
        ],
      };
    },
    () => {
      const material = rng.pick(materials);
      return {
        title: `Nyt materiale: ${material.title.replace(': ', ' – ')}`,
        tags: ['Undervisningsmateriale'],
        teaser: material.description,
        paragraphs: [
          `${material.title} ligger nu klar under Undervisningsmateriale på Min profil.`,
          'Materialet er skrevet sammen med lærere, der har afprøvet det i deres egne klasser.',
        ],
      };
    },
    () => {
      const [town] = rng.pick(TOWNS);
      return {
        title: `${townName(town)}: Elever løser opgaver for lokale virksomheder`,
        tags: ['Iværksætterdagen', 'Elever'],
        teaser: `Virksomheder i ${townName(town)} stillede opgaverne, og eleverne præsenterede løsningerne samme dag.`,
        paragraphs: [
          `Tolv virksomheder i ${townName(town)} åbnede dørene for elever, der skulle løse en rigtig opgave på en dag.`,
          `»Flere af forslagene kan vi bruge med det samme,« siger direktør ${person()}.`,
        ],
      };
    },
  ];
  while (out.length < ARTICLE_COUNT) {
    // More news lately: the foundation has grown.
    const days = -Math.round(1100 * (1 - Math.sqrt(rng.next()))) - 1;
    const draft = rng.pick(writers)(days);
    if (!draft) continue;
    let slug = asciiSlug(draft.title).slice(0, 80).replace(/-$/, '');
    for (let k = 2; slugs.has(slug); k++) slug = `${slug.replace(/-\d+$/, '')}-${k}`;
    slugs.add(slug);
    out.push({ ...draft, slug, published: days, author: rng.pick(AUTHORS), image: rng.pick(IMAGES) });
  }
  return out;
}

const GRANT_KINDS: readonly (readonly [string, string, number, MediaName, string])[] = [
  [
    'Iværksætterpuljen',
    'Undervisningsforløb',
    50_000,
    'heroGrants',
    'Skoler med et forløb for mindst én hel årgang.',
  ],
  ['Ekskursionsstøtte', 'Ekskursioner', 8_000, 'projectC', 'Klasser, der er tilmeldt et af fondens forløb.'],
  [
    'Lærerlegatet',
    'Efteruddannelse',
    25_000,
    'heroLanding',
    'Lærere i grundskolen og på ungdomsuddannelserne.',
  ],
  ['Pulje til grøn innovation', 'Bæredygtighed', 75_000, 'projectA', 'Ungdomsuddannelser og udskolingen.'],
  ['Finalestøtte', 'Konkurrencer', 5_000, 'heroWinners', 'Hold, der er kvalificeret til en landsfinale.'],
  [
    'Midler til praksisforskning',
    'Forskning',
    150_000,
    'article3',
    'Forskere i samarbejde med mindst én skole.',
  ],
];
const REGIONS = [
  'Region Hovedstaden',
  'Region Sjælland',
  'Region Syddanmark',
  'Region Midtjylland',
  'Region Nordjylland',
];

/** Grants per region and round over the three years, some open, most closed. */
export function generateGrants(): SeedGrant[] {
  const rng = new Random(0x5_0130);
  const out: SeedGrant[] = [];
  for (let n = 0; out.length < GRANT_COUNT; n++) {
    const [kind, category, max, image, who] = GRANT_KINDS[n % GRANT_KINDS.length]!;
    const region = REGIONS[Math.floor(n / GRANT_KINDS.length) % REGIONS.length]!;
    const round = Math.floor(n / (GRANT_KINDS.length * REGIONS.length)) + 1;
    const name = `${kind}, ${region}, ${round}. runde`;
    const amountMax = Math.round((max * rng.int(5, 10)) / 10 / 500) * 500;
    out.push({
      id: `grant-${10_001 + n}`,
      slug: asciiSlug(name),
      name,
      category,
      amount: `Op til ${String(amountMax).replace(/\B(?=(\d{3})+(?!\d))/g, '.')} kr.`,
      amountMax,
      deadline: rng.int(-900, 180),
      teaser: `${kind} for skoler og lærere i ${region}.`,
      image,
      who,
      body: [
        `${kind} støtter projekter i ${region}, hvor eleverne arbejder med virkelige problemer.`,
        'Pengene kan bruges til materialer, vikartimer, transport og samarbejde med lokale virksomheder.',
      ],
    });
  }
  return out;
}
