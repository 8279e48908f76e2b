import { findInstitution } from '../../product/state/lookup';
import type { ProductState, ProductUser } from '../../product/state/model';
import type { SeatHolder } from '../../seats';
import { Random } from '../random';
import { bigTeacherHistory } from './big-teacher';
import { isGeneratedEvent } from './constants';
import { registerDownloads } from './downloads';
import { attendeeSeat, DAY, domainOf, grantCode, HOUR, listSeats, teacherSeat } from './people';
import { generateTeachers } from './teachers';

/**
 * The foundation world's history, added to the product state after the demo's: the generated teachers, the
 * big teacher's sign-ups, every generated event's seats (teachers, lists and public attendees, never over
 * capacity) and the download register. Deterministic for a given day.
 */
export function foundationHistory(state: ProductState): void {
  const { seed } = state;
  const teachers = generateTeachers(seed.now, seed.institutions, seed.programs);
  state.users.push(...teachers);
  // A pending institution was asked for by the first teacher linked to it.
  for (const user of teachers) {
    const institution = findInstitution(state, user.institutionId);
    if (institution?.status === 'pending' && !institution.createdBy) institution.createdBy = user.userId;
  }
  bigTeacherHistory(state, new Random(0x570_12));
  fillEvents(state, teachers, new Random(0x40_000));
  registerDownloads(state, new Random(0x250_000));
}

/** How full an event is: past ones mostly full, near ones filling up, far ones just opened. */
function fillRatio(rng: Random, startMs: number, nowMs: number): number {
  const daysAhead = (startMs - nowMs) / DAY;
  if (daysAhead <= 0) return 0.65 + rng.next() * 0.35;
  if (daysAhead < 30) return 0.55 + rng.next() * 0.4;
  if (daysAhead < 120) return 0.35 + rng.next() * 0.45;
  return 0.1 + rng.next() * 0.3;
}

/**
 * Seats the generated events hold together, whatever the day: the fill ratios above are scaled up when few
 * events are past yet (early in a school year), so the world's volume does not depend on the date.
 */
export const SEAT_TARGET = 44_000;

const LIST_SIZES: readonly (readonly [[number, number], number])[] = [
  [[2, 5], 5],
  [[6, 15], 4],
  [[16, 30], 2],
];

function fillEvents(state: ProductState, teachers: readonly ProductUser[], rng: Random): void {
  const nowMs = state.seed.now.getTime();
  const eligible = teachers.filter((t) => findInstitution(state, t.institutionId)?.status === 'confirmed');
  const pools = new Map<string | null, ProductUser[]>([[null, eligible]]);
  for (const program of state.seed.programs) {
    pools.set(
      program.programName,
      eligible.filter((t) => t.programs.some((m) => m.programName === program.programName)),
    );
  }
  const schools = state.seed.institutions.filter((i) => i.status === 'confirmed').map((i) => i.name);
  const institutionOf = (user: ProductUser) => findInstitution(state, user.institutionId)?.name ?? null;

  const events = state.events.filter(isGeneratedEvent);
  const ratios = events.map((e) => fillRatio(rng, Date.parse(e.startDate), nowMs));
  const planned = events.reduce((sum, e, i) => sum + e.capacity * ratios[i]!, 0);
  const scale = Math.max(1, SEAT_TARGET / planned);
  for (const [i, event] of events.entries()) {
    const startMs = Date.parse(event.startDate);
    const pool = pools.get(event.programName) ?? eligible;
    const to = Math.min(startMs - 2 * HOUR, nowMs - HOUR);
    const from = Math.min(startMs - 90 * DAY, to - DAY);
    const target = Math.min(event.capacity, Math.round(event.capacity * ratios[i]! * scale));
    // Per draw; a list averages about ten seats, so seats end up roughly a quarter teachers' own, a half on
    // lists and (at public events) a fifth public attendees.
    const kinds: readonly (readonly ['teacher' | 'list' | 'attendee', number])[] = event.publicSignup
      ? [
          ['teacher', 25],
          ['list', 5.5],
          ['attendee', 20],
        ]
      : [
          ['teacher', 35],
          ['list', 6.5],
        ];
    /** A teacher of the programme whose account existed at the time. */
    const teacherAt = (atMs: number) => {
      for (let tries = 0; tries < 20; tries++) {
        const t = rng.pick(pool);
        if (Date.parse(t.createdAt) < atMs) return t;
      }
      return null;
    };
    for (let attempts = 0; attempts < target * 3; attempts++) {
      const free = target - state.seats.list(event.eventId).length;
      if (free <= 0) break;
      const atMs = from + Math.floor(rng.next() * (to - from));
      const kind = rng.weighted(kinds);
      let seats: SeatHolder[];
      let teacher: ProductUser | null = null;
      if (kind === 'attendee') {
        seats = [attendeeSeat(rng, rng.chance(0.4) ? rng.pick(schools) : null, atMs)];
      } else {
        teacher = teacherAt(atMs);
        if (!teacher) continue;
        const [min, max] = rng.weighted(LIST_SIZES);
        seats =
          kind === 'teacher'
            ? [teacherSeat(teacher, institutionOf(teacher), atMs)]
            : listSeats(
                rng,
                teacher.email,
                domainOf(teacher),
                institutionOf(teacher),
                atMs,
                Math.min(free, rng.int(min, max)),
              );
      }
      if (!state.seats.take(event.eventId, seats).ok) continue;
      if (teacher && event.code) grantCode(teacher, event.eventId, event.code, atMs);
    }
  }
}
