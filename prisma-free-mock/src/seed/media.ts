import { createHash } from 'node:crypto';
import type { MediaKind, SeedMedia } from './types';

const hex = (name: string) => createHash('md5').update(`fis-media:${name}`).digest('hex');

function media(
  slug: string,
  kind: MediaKind,
  alt: string,
  colors: [string, string],
  size: [number, number] = [1600, 900],
): SeedMedia {
  const id = hex(slug);
  const ext = kind === 'image' ? 'jpg' : kind;
  return {
    udi: `umb://media/${id}`,
    path: `/media/${id.slice(0, 8)}/${slug}.${ext}`,
    alt,
    kind,
    width: size[0],
    height: size[1],
    colors,
    title: alt,
  };
}

/** Every media item of the demo, keyed by a short name the content seed refers to. */
export const MEDIA = {
  logoPrimary: media(
    'logo-fis',
    'svg',
    'Fonden for Iværksætteri i Skolen',
    ['#3c4b5e', '#d9c247'],
    [240, 64],
  ),
  logoSecondary: media('logo-fis-mark', 'svg', 'FIS-mærket', ['#7d2b28', '#f2e5a2'], [64, 64]),
  heroFront: media('elever-i-vaerksted', 'image', 'Elever bygger en prototype i skolens værksted', [
    '#3c4b5e',
    '#e0b74e',
  ]),
  heroLanding: media('laerere-paa-kursus', 'image', 'Lærere samarbejder om et undervisningsforløb', [
    '#556d73',
    '#cdd976',
  ]),
  heroEvents: media('publikum-til-finale', 'image', 'Publikum ved en skolefinale', ['#7d2b28', '#fed57f']),
  heroGrants: media('legatmodtagere', 'image', 'Legatmodtagere på scenen', ['#575c46', '#e3e68d']),
  heroNews: media('nyhedsredaktion', 'image', 'Elever skriver nyheder i klasseværelset', [
    '#3c4b5e',
    '#f2bfb3',
  ]),
  heroMaterials: media('undervisningsmateriale', 'image', 'Undervisningsmaterialer på et bord', [
    '#524656',
    '#dde0d5',
  ]),
  heroWinners: media('vindere-med-pokal', 'image', 'Vinderholdet holder pokalen', ['#b2473c', '#fed57f']),
  heroCountdown: media('ny-hjemmeside', 'image', 'Skitse af den nye hjemmeside', ['#68a69b', '#eff4f6']),
  projectA: media('projekt-groen-skole', 'image', 'Elever planter urter i skolehaven', [
    '#88a67d',
    '#e3e68d',
  ]),
  projectB: media('projekt-app-ideer', 'image', 'Elever tegner skitser til en app', ['#91aa9d', '#f6f1ef']),
  projectC: media('projekt-lokal-virksomhed', 'image', 'Elever besøger en lokal virksomhed', [
    '#da8c4a',
    '#f2e5a2',
  ]),
  partner: media('partnere', 'image', 'Partnere mødes om iværksætteri', ['#cc7f60', '#eff4f6']),
  pact: media('teknologipagten', 'image', 'Elever programmerer en robot', ['#3c4b5e', '#68a69b']),
  event1: media('event-kickstart', 'image', 'Elever pitcher deres idé', ['#be5540', '#fed57f']),
  event2: media('event-workshop', 'image', 'Workshop med post-its på væggen', ['#7fa17f', '#f6f1ef']),
  event3: media('event-webinar', 'image', 'Lærer deltager i et webinar', ['#556d73', '#dde0d5']),
  event4: media('event-konference', 'image', 'Konferencesal med lærere', ['#3c4b5e', '#e5dec5']),
  article1: media('nyhed-klassen', 'image', 'En klasse arbejder i grupper', ['#a58f53', '#f2e5a2']),
  article2: media('nyhed-pris', 'image', 'Prisoverrækkelse i gymnastiksalen', ['#b2473c', '#f2bfb3']),
  article3: media('nyhed-forskning', 'image', 'Forsker præsenterer resultater', ['#524656', '#eff4f6']),
  slide1: media('karrusel-idé', 'image', 'Idéfasen: elever brainstormer', ['#d9c247', '#3c4b5e']),
  slide2: media('karrusel-prototype', 'image', 'Prototypefasen: elever bygger', ['#68a69b', '#3c4b5e']),
  slide3: media('karrusel-pitch', 'image', 'Pitchfasen: elever fremlægger', ['#f06060', '#3c4b5e']),
  materialCoverA: media(
    'forside-ide-til-handling',
    'image',
    'Forside: Fra idé til handling',
    ['#524656', '#fed57f'],
    [800, 1100],
  ),
  materialCoverB: media(
    'forside-kickstart-guide',
    'image',
    'Forside: Kickstart-guiden',
    ['#be5540', '#f6f1ef'],
    [800, 1100],
  ),
  materialCoverC: media(
    'forside-innovationsugen',
    'image',
    'Forside: Innovationsugen',
    ['#7fa17f', '#f2e5a2'],
    [800, 1100],
  ),
  materialPdfA: media(
    'fra-ide-til-handling',
    'pdf',
    'Fra idé til handling (PDF)',
    ['#524656', '#fed57f'],
    [595, 842],
  ),
  materialPdfB: media('kickstart-guide', 'pdf', 'Kickstart-guiden (PDF)', ['#be5540', '#f6f1ef'], [595, 842]),
  materialPdfC: media(
    'innovationsugen',
    'pdf',
    'Innovationsugen (e-bog)',
    ['#7fa17f', '#f2e5a2'],
    [595, 842],
  ),
  materialPdfD: media(
    'vurdering-af-kompetencer',
    'pdf',
    'Vurdering af iværksætterkompetencer (PDF)',
    ['#3c4b5e', '#dde0d5'],
    [595, 842],
  ),
  materialPdfE: media('foraeldrebrev', 'pdf', 'Brev til forældre (PDF)', ['#575c46', '#e3e68d'], [595, 842]),
  materialPdfF: media(
    'finale-drejebog',
    'pdf',
    'Drejebog til skolefinalen (e-bog)',
    ['#b2473c', '#fed57f'],
    [595, 842],
  ),
  annualReport: media('aarsrapport-2025', 'pdf', 'Årsrapport 2025 (PDF)', ['#3c4b5e', '#d9c247'], [595, 842]),
} satisfies Record<string, SeedMedia>;

export type MediaName = keyof typeof MEDIA;

export const MEDIA_LIST: SeedMedia[] = Object.values(MEDIA);
