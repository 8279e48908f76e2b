import { findInstitution, requireUser } from '../../product/state/lookup';
import type { ProductState } from '../../product/state/model';
import type { Random } from '../random';
import { BIG_TEACHER, isGeneratedEvent } from './constants';
import { DAY, grantCode, HOUR, listSeats, teacherSeat } from './people';

/** Lists of the form's maximum size; three of them give the big teacher 300 participants. */
export const BIG_LIST_SIZE = 100;
export const BIG_LISTS = 3;
/** Own seats at this many of the large programme's events, past and upcoming. */
export const BIG_OWN_SEATS = { past: 45, upcoming: 35 };

/**
 * stor@example.dk: the worst case for the teacher screens. In the large programme (Kickstart, hundreds of
 * events), with an own seat at 80 of them and three lists of 100 people (two upcoming events, one past).
 * Taken before the other seats, so the events have room.
 */
export function bigTeacherHistory(state: ProductState, rng: Random): void {
  const user = requireUser(state, BIG_TEACHER.email);
  const nowMs = state.seed.now.getTime();
  const institution = findInstitution(state, user.institutionId)?.name ?? null;
  user.materialsValidatedAt = new Date(Date.parse(user.createdAt) + 3 * DAY).toISOString();
  user.materialCodeValidatedAt = new Date(Date.parse(user.createdAt) + 40 * DAY).toISOString();

  const kickstart = state.events.filter((e) => isGeneratedEvent(e) && e.programName === 'kickstart');
  const isPast = (e: { startDate: string }) => Date.parse(e.startDate) <= nowMs;
  const roomy = kickstart.filter((e) => e.capacity >= BIG_LIST_SIZE + 40);
  const upcomingRoomy = roomy.filter((e) => !isPast(e));
  const pastRoomy = roomy.filter(isPast);
  const listEvents = [...upcomingRoomy.slice(0, BIG_LISTS - 1), pastRoomy.at(-1)].filter(
    (e) => e !== undefined,
  );

  const signUpTime = (startMs: number) =>
    Math.min(startMs - 10 * DAY, nowMs - 2 * HOUR) - rng.int(0, 20) * DAY;
  for (const event of listEvents) {
    const atMs = signUpTime(Date.parse(event.startDate));
    const seats = listSeats(
      rng,
      user.email,
      'elev.aarhuskatedralskole.example.dk',
      institution,
      atMs,
      BIG_LIST_SIZE,
    );
    const result = state.seats.take(event.eventId, seats);
    if (!result.ok)
      throw new Error(`The big teacher's list for ${event.eventId} was refused: ${result.reason}`);
    if (event.code) grantCode(user, event.eventId, event.code, atMs);
  }

  const own = [
    ...rng.sample(kickstart.filter(isPast), BIG_OWN_SEATS.past),
    ...rng.sample(
      kickstart.filter((e) => !isPast(e)),
      BIG_OWN_SEATS.upcoming,
    ),
  ];
  for (const event of own) {
    const atMs = signUpTime(Date.parse(event.startDate));
    const result = state.seats.take(event.eventId, [teacherSeat(user, institution, atMs)]);
    if (!result.ok)
      throw new Error(`The big teacher's seat at ${event.eventId} was refused: ${result.reason}`);
    if (event.code) grantCode(user, event.eventId, event.code, atMs);
  }
}
