/**
 * Danish dates (SPEC section 9): short DD.MM.YYYY, default DD/MM/YYYY HH:mm, weeks from Monday, shown in
 * Danish time (Europe/Copenhagen), the same on the server and in the browser. Formatting, names and the week
 * start are dayjs's with its `da` locale, on an instant shifted to Danish time (its `utc` plugin).
 *
 * Danish time is worked out from the EU's summer-time rule (in force since 1996), not with
 * `Intl.DateTimeFormat` (nor dayjs's timezone plugin, which uses it): the browser's first Intl date formatter
 * loads ICU's locale and time-zone data, 20 to 90 ms on this machine's Chromium and four times that on a
 * mid-range phone, in the page's first long task (docs/decisions/0005). Dates outside 1996–2099 go through
 * Intl, which knows every historical rule; the unit tests check the two agree on every summer-time change and
 * every half hour of several years.
 */
import dayjs, { type Dayjs } from 'dayjs';
import 'dayjs/locale/da';
import utc from 'dayjs/plugin/utc';
import { boundedMemo } from './memo';

dayjs.extend(utc);

export const SITE_TIME_ZONE = 'Europe/Copenhagen';
export const SHORT_DATE = 'DD.MM.YYYY';
export const DEFAULT_DATE_TIME = 'DD/MM/YYYY HH:mm';
/** The default format's clock time, for the end of a range in that format. */
const DEFAULT_TIME = 'HH:mm';
/**
 * A clock time in running text, after "kl.": Danish writes "kl. 12.00", with a dot (Retskrivningsordbogen), as the
 * CMS's texts do. Only the default date-and-time format keeps the colon its pattern names.
 */
const CLOCK_TIME = 'HH.mm';
const LONG_DATE = 'dddd [d.] D. MMMM YYYY';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

/** 01:00 UTC on the last Sunday of a month (0-based): when EU summer time starts (March) and ends (October). */
function lastSunday(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS;
}

/** Minutes ahead of UTC: 60, or 120 from the last Sunday of March to the last Sunday of October, at 01:00 UTC. */
function ruleOffset(instant: number, year: number): number {
  return instant >= lastSunday(year, 2) && instant < lastSunday(year, 9) ? 120 : 60;
}

let intlFormat: Intl.DateTimeFormat | null = null;

/** Minutes ahead of UTC at any instant, by the platform's time-zone data (throws a RangeError when invalid). */
function intlOffset(instant: number): number {
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
  const wallClock = Date.UTC(out.year ?? NaN, (out.month ?? NaN) - 1, out.day, out.hour, out.minute);
  return Math.round((wallClock - Math.floor(instant / MINUTE_MS) * MINUTE_MS) / MINUTE_MS);
}

/** Minutes Danish time is ahead of UTC at `instant` (throws a RangeError for an invalid one, through Intl). */
function danishOffset(instant: number): number {
  const year = new Date(instant).getUTCFullYear();
  // An invalid date goes to Intl too, which throws a RangeError for it.
  return year >= 1996 && year <= 2099 ? ruleOffset(instant, year) : intlOffset(instant);
}

/** `value` as a Danish wall-clock time, in Danish. */
function danish(value: string | Date | number): Dayjs {
  const instant = new Date(value).getTime();
  return dayjs.utc(instant).utcOffset(danishOffset(instant)).locale('da');
}

/**
 * The dates a page shows are the CMS's, the same on every render: each instant is formatted once per pattern
 * (a server render of a page with cards formats a dozen; dayjs takes a good part of the render for them).
 */
const formatted = boundedMemo<string>(5000);

/** `value` formatted by `pattern` ('week' for startOfWeek); an invalid date throws its RangeError each time. */
function format(value: string | Date, pattern: string): string {
  const instant = new Date(value).getTime();
  const compute = () =>
    pattern === 'week'
      ? // Calendar arithmetic on the Danish wall-clock date (a fixed offset), so a summer-time change cannot shift it.
        danish(instant).startOf('week').format(SHORT_DATE)
      : danish(instant).format(pattern);
  return Number.isNaN(instant) ? compute() : formatted(`${pattern}|${instant}`, compute);
}

export function formatShortDate(value: string | Date): string {
  return format(value, SHORT_DATE);
}

export function formatDateTime(value: string | Date): string {
  return format(value, DEFAULT_DATE_TIME);
}

const pad = (value: number, digits = 2) => String(value).padStart(digits, '0');

/**
 * 'DD.MM.YYYY HH:mm', the short date with the time, as the CSV exports write a date: by arithmetic on the
 * Danish offset, not through a dayjs object. An export writes one per row, 25,000+ rows in a foundation, and
 * building the dayjs objects was most of the export's time. The unit tests hold it to dayjs's output.
 */
export function formatShortDateTime(value: string | Date): string {
  const instant = typeof value === 'string' ? Date.parse(value) : value.getTime();
  const wall = new Date(instant + danishOffset(instant) * MINUTE_MS);
  const date = `${pad(wall.getUTCDate())}.${pad(wall.getUTCMonth() + 1)}.${pad(wall.getUTCFullYear(), 4)}`;
  return `${date} ${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/** "12.00": the clock time for running text after "kl." (see CLOCK_TIME). */
export function formatTime(value: string | Date): string {
  return format(value, CLOCK_TIME);
}

/** From–to in the default format; an event that ends the same Danish day names the day once: "03/12/2026 09:00–15:00". */
export function formatDateTimeRange(start: string | Date, end: string | Date): string {
  const sameDay = formatShortDate(start) === formatShortDate(end);
  return `${formatDateTime(start)}–${sameDay ? format(end, DEFAULT_TIME) : formatDateTime(end)}`;
}

/** For headings and reading aloud: "torsdag d. 3. december 2026". */
export function formatLongDate(value: string | Date): string {
  return format(value, LONG_DATE);
}

/** The Danish date (DD.MM.YYYY) of the Monday that starts the week of `value`: Danish weeks start on Monday. */
export function startOfWeek(value: string | Date): string {
  return format(value, 'week');
}
