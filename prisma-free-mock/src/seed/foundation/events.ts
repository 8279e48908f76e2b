import { danishClock } from '../dates';
import { MEDIA } from '../media';
import { Random } from '../random';
import type { SeedEvent, SeedInstitution } from '../types';
import { asciiSlug, TOWNS, townName } from './names';

/** Generated events over three school years: last year's, this year's and next year's. */
export const EVENT_COUNT = 520;

type EventType = SeedEvent['type'];
type Topic = { type: EventType; title: (town: string) => string; teaser: string };

const T = (type: EventType, title: (town: string) => string, teaser: string): Topic => ({
  type,
  title,
  teaser,
});

/** What each programme holds events about. Kickstart is the large programme (about half of all events). */
const PROGRAMMES: readonly (readonly [string | null, number, readonly Topic[]])[] = [
  [
    'kickstart',
    50,
    [
      T(
        'Workshop',
        (t) => `Workshop: Pitchtræning for lærere i ${t}`,
        'Lær at coache elever til en skarp pitch på tre minutter.',
      ),
      T(
        'Workshop',
        (t) => `Workshop: Fra problem til prototype, ${t}`,
        'Prøv forløbets første to uger selv, før du tager dem med i klassen.',
      ),
      T(
        'Webinar',
        () => 'Webinar: Kom godt i gang med Kickstart',
        'En times introduktion til forløbet, materialerne og tidsplanen.',
      ),
      T(
        'Webinar',
        () => 'Webinar: Sådan bedømmer dommerne',
        'Dommerne fortæller, hvad de kigger efter i en pitch.',
      ),
      T(
        'Finale',
        (t) => `Kickstart: Skolefinale i ${t}`,
        'Holdene fra skolerne i området pitcher for et lokalt dommerpanel.',
      ),
      T(
        'Finale',
        (t) => `Kickstart: Regionsfinale i ${t}`,
        'De bedste hold fra skolefinalerne kæmper om en plads i landsfinalen.',
      ),
      T(
        'Konkurrence',
        (t) => `Kickstart: Idékonkurrence i ${t}`,
        'Holdene har 24 timer til at løse en opgave fra en lokal virksomhed.',
      ),
    ],
  ],
  [
    'company-programme',
    18,
    [
      T(
        'Workshop',
        (t) => `Workshop: Regnskab for elevvirksomheder i ${t}`,
        'Budget, moms og årsregnskab, forklaret så eleverne kan bruge det.',
      ),
      T(
        'Workshop',
        (t) => `Workshop: Salg og markedsføring, ${t}`,
        'Eleverne lærer at sælge deres produkt til rigtige kunder.',
      ),
      T(
        'Webinar',
        () => 'Webinar: Sådan stifter eleverne en virksomhed',
        'Fra idé til registreret elevvirksomhed på en time.',
      ),
      T(
        'Konkurrence',
        (t) => `Company Programme: Messe for elevvirksomheder i ${t}`,
        'Elevvirksomheder sælger deres produkter og møder dommere fra erhvervslivet.',
      ),
      T(
        'Finale',
        (t) => `Company Programme: Landsfinale i ${t}`,
        'Årets bedste elevvirksomheder dyster om titlen.',
      ),
    ],
  ],
  [
    'iværksætterdag',
    12,
    [
      T(
        'Inspirationsdag',
        (t) => `Iværksætterdagen i ${t}`,
        'Skolerne i området møder lokale virksomheder og løser rigtige opgaver.',
      ),
      T(
        'Webinar',
        () => 'Webinar: Forbered Iværksætterdagen',
        'Sådan forbereder du klassen og finder en lokal virksomhed.',
      ),
    ],
  ],
  [
    'innovationsugen',
    12,
    [
      T(
        'Workshop',
        (t) => `Workshop: Design thinking i udskolingen, ${t}`,
        'En praktisk workshop for lærere, der vil bruge design thinking i fagene.',
      ),
      T(
        'Finale',
        (t) => `Innovationsugen: Afslutningsshow i ${t}`,
        'Udskolingselever viser ugens løsninger frem for forældre og lokalsamfund.',
      ),
      T(
        'Webinar',
        () => 'Webinar: Planlæg Innovationsugen',
        'Dag for dag gennem ugen, med tid til spørgsmål.',
      ),
    ],
  ],
  [
    null,
    8,
    [
      T(
        'Konference',
        (t) => `Konference: Entreprenørskab i skolen, ${t}`,
        'Forskere, lærere og ledere deler erfaringer med entreprenørskabsundervisning.',
      ),
      T(
        'Inspirationsdag',
        (t) => `Inspirationsdag for skoleledere i ${t}`,
        'Hvordan bliver entreprenørskab en del af hele skolens hverdag?',
      ),
      T(
        'Webinar',
        () => 'Webinar: Nyt fra fonden',
        'Nye materialer, legater og arrangementer, gennemgået på en halv time.',
      ),
    ],
  ],
];

const CAPACITY: Record<EventType, [number, number]> = {
  Workshop: [20, 40],
  Webinar: [100, 400],
  Finale: [80, 250],
  Konkurrence: [40, 120],
  Konference: [100, 300],
  Inspirationsdag: [30, 120],
};
/** Start and end hour of each kind of event; a conference lasts two days. */
const HOURS: Record<EventType, [number, number]> = {
  Workshop: [13, 16],
  Webinar: [15, 16],
  Finale: [9, 15],
  Konkurrence: [10, 16],
  Konference: [9, 16],
  Inspirationsdag: [8, 14],
};
const IMAGES: Record<EventType, string> = {
  Workshop: MEDIA.event2.udi,
  Webinar: MEDIA.event3.udi,
  Finale: MEDIA.event1.udi,
  Konkurrence: MEDIA.event1.udi,
  Konference: MEDIA.event4.udi,
  Inspirationsdag: MEDIA.event2.udi,
};
const VENUES = ['Kulturhuset', 'Biblioteket', 'Innovationshuset', 'Erhvervshuset', 'Musikhuset'];
const MONTHS = [
  'jan.',
  'feb.',
  'mar.',
  'apr.',
  'maj',
  'jun.',
  'jul.',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
];
const DAY = 86_400_000;

/** 1 August of the school year `today` is in (a school year runs August to June). */
export function schoolYearStart(today: Date): Date {
  const year = today.getUTCMonth() >= 7 ? today.getUTCFullYear() : today.getUTCFullYear() - 1;
  return new Date(Date.UTC(year, 7, 1));
}

/** School days only: no weekends, no July, no Christmas, no winter (week 7) or autumn (week 42) holiday. */
function isSchoolDay(d: Date): boolean {
  const day = d.getUTCDay();
  const month = d.getUTCMonth();
  const date = d.getUTCDate();
  if (day === 0 || day === 6 || month === 6) return false;
  if ((month === 11 && date >= 21) || (month === 0 && date <= 3)) return false;
  if (month === 5 && date > 25) return false;
  if (month === 7 && date < 10) return false;
  if ((month === 1 && date >= 12 && date <= 18) || (month === 9 && date >= 14 && date <= 20)) return false;
  return true;
}

/** Last, this and next school year, the next one a little thinner (not everything is planned yet). */
function eventDay(rng: Random, today: Date): Date {
  const start = schoolYearStart(today).getTime();
  for (;;) {
    const year = rng.weighted([
      [-1, 10],
      [0, 11],
      [1, 7],
    ]);
    const from = start + year * 365 * DAY;
    const d = new Date(from + rng.int(0, 333) * DAY);
    if (isSchoolDay(d)) return d;
  }
}

/** Start and end times are Danish clock times on the event's day. */
const at = (day: Date, hour: number, minute = 0) => danishClock(day, hour, minute).toISOString();

/** The foundation world's events, ids evt-10001 onwards. */
export function generateEvents(today: Date, institutions: readonly SeedInstitution[]): SeedEvent[] {
  const rng = new Random(0x4_5000);
  const schools = institutions.filter((i) => i.status === 'confirmed');
  const urls = new Set<string>();
  const events: Omit<SeedEvent, 'eventId'>[] = [];
  for (let n = 0; n < EVENT_COUNT; n++) {
    const [programName, , topics] = rng.weighted(PROGRAMMES.map((p) => [p, p[1]] as const));
    const topic = rng.pick(topics);
    const day = eventDay(rng, today);
    const [from, to] = HOURS[topic.type];
    const [min, max] = CAPACITY[topic.type];
    const online = topic.type === 'Webinar';
    const host = !online && rng.chance(0.6) ? rng.pick(schools) : null;
    const [venueTown, venueZip] = rng.pick(TOWNS);
    const town = townName(host ? host.city : venueTown);
    const location = online
      ? { name: 'Online', address: 'link sendes ved tilmelding', zip: '', city: '' }
      : host
        ? { name: host.name, address: host.address, zip: host.zip, city: host.city }
        : {
            name: `${rng.pick(VENUES)} ${town}`,
            address: `Torvet ${rng.int(1, 30)}`,
            zip: venueZip,
            city: venueTown,
          };
    const dated = `${day.getUTCDate()}. ${MONTHS[day.getUTCMonth()]} ${day.getUTCFullYear()}`;
    const title = online ? `${topic.title(town)} (${dated})` : topic.title(town);
    let url = `/arrangementer/${asciiSlug(title)}-${day.toISOString().slice(0, 10)}/`;
    for (let k = 2; urls.has(url); k++) url = url.replace(/(-\d+)?\/$/, `-${k}/`);
    urls.add(url);
    const endDay = topic.type === 'Konference' ? new Date(day.getTime() + DAY) : day;
    const code =
      topic.type === 'Finale' && programName === 'kickstart' && rng.chance(0.3)
        ? `FINALE-${String(day.getUTCFullYear()).slice(2)}-${String(n + 1).padStart(3, '0')}`
        : null;
    const openKinds: EventType[] = ['Workshop', 'Webinar', 'Inspirationsdag', 'Konference'];
    events.push({
      title,
      url,
      teaser: topic.teaser,
      programName,
      type: topic.type,
      startDate: at(day, from),
      endDate: at(endDay, to),
      location,
      capacity: Math.round(rng.int(min, max) / 5) * 5,
      code,
      publicSignup:
        code === null && openKinds.includes(topic.type) ? rng.chance(0.8) : rng.chance(0.15) && !code,
      imageUdi: IMAGES[topic.type],
    });
  }
  // Numbered in date order, so evt-10001 is the earliest.
  return events
    .sort((a, b) => a.startDate.localeCompare(b.startDate))
    .map((event, index) => ({ eventId: `evt-${10_001 + index}`, ...event }));
}
