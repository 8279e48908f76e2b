/**
 * Danish dates (SPEC section 9): short DD.MM.YYYY, default DD/MM/YYYY HH:mm, weeks from Monday, shown in
 * Danish time (Europe/Copenhagen), the same on the server and in the browser.
 *
 * Danish time is worked out from the EU's summer-time rule (in force since 1996), not with
 * `Intl.DateTimeFormat`: the browser's first Intl date formatter loads ICU's locale and time-zone data, 20 to
 * 90 ms on this machine's Chromium and four times that on a mid-range phone, in the page's first long task
 * (docs/decisions/0006). Dates outside 1996–2099 go through Intl, which knows every historical rule; the unit
 * tests check the two agree on every summer-time change and every half hour of several years.
 */

export const SITE_TIME_ZONE = 'Europe/Copenhagen';
export const SHORT_DATE = 'DD.MM.YYYY';
export const DEFAULT_DATE_TIME = 'DD/MM/YYYY HH:mm';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const WEEKDAYS = ['søndag', 'mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag'] as const;
const MONTHS = ['januar', 'februar', 'marts', 'april', 'maj', 'juni', 'juli', 'august', 'september', 'oktober', 'november', 'december'] as const;

/** A Danish wall-clock time: month 1–12, weekday 0 (Sunday) to 6. */
interface Fields {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  weekday: number;
}

/** 01:00 UTC on the last Sunday of a month (0-based): when EU summer time starts (March) and ends (October). */
function lastSunday(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/** UTC+1, or UTC+2 from the last Sunday of March to the last Sunday of October, at 01:00 UTC both times. */
function ruleFields(instant: number, year: number): Fields {
  const summer = instant >= lastSunday(year, 2) && instant < lastSunday(year, 9);
  const local = new Date(instant + (summer ? 2 : 1) * HOUR_MS);
  return {
    year: local.getUTCFullYear(),
    month: local.getUTCMonth() + 1,
    day: local.getUTCDate(),
    hour: local.getUTCHours(),
    minute: local.getUTCMinutes(),
    weekday: local.getUTCDay(),
  };
}

let intlFormat: Intl.DateTimeFormat | null = null;

/** Any instant, by the platform's time-zone data (the tests hold the rule against Intl's own Danish formats). */
function intlFields(instant: number): Fields {
  intlFormat ??= new Intl.DateTimeFormat('en-GB', {
    timeZone: SITE_TIME_ZONE,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const out: Record<string, number> = {};
  for (const part of intlFormat.formatToParts(instant)) out[part.type] = Number(part.value);
  const year = out.year ?? NaN;
  const month = out.month ?? NaN;
  const day = out.day ?? NaN;
  return { year, month, day, hour: out.hour ?? NaN, minute: out.minute ?? NaN, weekday: new Date(Date.UTC(year, month - 1, day)).getUTCDay() };
}

function fields(value: string | Date): Fields {
  const instant = new Date(value).getTime();
  const year = new Date(instant).getUTCFullYear();
  // An invalid date goes to Intl too, which throws a RangeError for it.
  return year >= 1996 && year <= 2099 ? ruleFields(instant, year) : intlFields(instant);
}

const pad = (n: number) => String(n).padStart(2, '0');

export function formatShortDate(value: string | Date): string {
  const f = fields(value);
  return `${pad(f.day)}.${pad(f.month)}.${f.year}`;
}

export function formatDateTime(value: string | Date): string {
  const f = fields(value);
  return `${pad(f.day)}/${pad(f.month)}/${f.year} ${pad(f.hour)}:${pad(f.minute)}`;
}

export function formatTime(value: string | Date): string {
  const f = fields(value);
  return `${pad(f.hour)}:${pad(f.minute)}`;
}

/** For headings and reading aloud: "torsdag d. 3. december 2026". */
export function formatLongDate(value: string | Date): string {
  const f = fields(value);
  return `${WEEKDAYS[f.weekday] ?? ''} d. ${f.day}. ${MONTHS[f.month - 1] ?? ''} ${f.year}`;
}

/** The Danish date (DD.MM.YYYY) of the Monday that starts the week of `value`: Danish weeks start on Monday. */
export function startOfWeek(value: string | Date): string {
  const { year, month, day, weekday } = fields(value);
  // Calendar arithmetic on the Danish date (not on instants), so a summer-time change cannot shift the day.
  const monday = new Date(Date.UTC(year, month - 1, day - ((weekday + 6) % 7)));
  return `${pad(monday.getUTCDate())}.${pad(monday.getUTCMonth() + 1)}.${monday.getUTCFullYear()}`;
}
