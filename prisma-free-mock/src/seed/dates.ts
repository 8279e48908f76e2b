/** The seed's notion of "today": UTC midnight of MOCK_NOW or of the current day, so a day's seed is stable. */
export function seedToday(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** The foundation is Danish: every clock time the seed names ("kl. 12.00") is a time in this zone. */
export const SEED_TIME_ZONE = 'Europe/Copenhagen';

const MINUTE_MS = 60_000;

let zoneFormat: Intl.DateTimeFormat | null = null;

/** Minutes Danish time is ahead of UTC at `instant` (60 in winter, 120 in summer), by Node's time-zone data. */
function danishOffset(instant: number): number {
  zoneFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SEED_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const part: Record<string, number> = {};
  for (const p of zoneFormat.formatToParts(instant)) part[p.type] = Number(p.value);
  const wall = Date.UTC(part.year!, part.month! - 1, part.day, part.hour, part.minute);
  return Math.round((wall - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/**
 * The instant at which Danish clocks show `hour`:`minute` on the calendar day of `day` (its UTC date). The
 * offset is taken twice, so a time just after a summer-time change gets the offset in force then; a time
 * that does not exist (02:30 on the spring change) comes out an hour later, as the clocks show it.
 */
export function danishClock(day: Date, hour: number, minute = 0): Date {
  const wall = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour, minute);
  const first = wall - danishOffset(wall) * MINUTE_MS;
  return new Date(wall - danishOffset(first) * MINUTE_MS);
}

/** ISO string `days` days after `base`, at the given Danish clock time (Europe/Copenhagen). */
export function daysFrom(base: Date, days: number, hour = 9, minute = 0): string {
  return danishClock(new Date(base.getTime() + days * 86_400_000), hour, minute).toISOString();
}
