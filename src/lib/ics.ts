/**
 * An iCalendar file (RFC 5545) for one event: "Tilføj til kalender". Small enough to write by hand:
 * one VEVENT, times in UTC, text escaped and lines folded at 75 octets.
 */

export interface CalendarEvent {
  /** Globally unique and stable for the event, e.g. 'evt-3002@www.fis-fonden.dk'. */
  uid: string;
  title: string;
  start: Date;
  end: Date;
  location: string;
  description: string;
  url: string;
  /** When the file was made (DTSTAMP). */
  stamp: Date;
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** 20261130T130000Z: a UTC date-time in the basic format. */
export function formatUtc(date: Date): string {
  if (Number.isNaN(date.getTime())) throw new RangeError('invalid date');
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon and comma are escaped, line breaks become \n (RFC 5545 3.3.11). */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * Folds a content line so no line is longer than 75 octets of UTF-8; continuation lines start with one space
 * (RFC 5545 3.1). A character is never split across lines.
 */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines carry the leading space, so they hold one octet less.
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const property = (name: string, value: string) => foldLine(`${name}:${value}`);

const DEFAULT_PROD_ID = '-//Fonden for Iværksætteri i Skolen//Arrangementer//DA';

const vevent = (event: CalendarEvent) => [
  'BEGIN:VEVENT',
  property('UID', event.uid),
  property('DTSTAMP', formatUtc(event.stamp)),
  property('DTSTART', formatUtc(event.start)),
  property('DTEND', formatUtc(event.end)),
  property('SUMMARY', escapeText(event.title)),
  ...(event.location ? [property('LOCATION', escapeText(event.location))] : []),
  property('URL', event.url),
  property('DESCRIPTION', escapeText(event.description)),
  'END:VEVENT',
];

/**
 * One .ics file holding several events ("Tilføj alle mine arrangementer til min kalender"): one VEVENT each,
 * CRLF line ends included. `name` becomes the calendar's display name (X-WR-CALNAME) when given.
 */
export function buildCalendar(
  events: readonly CalendarEvent[],
  { prodId = DEFAULT_PROD_ID, name }: { prodId?: string; name?: string } = {},
): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    property('PRODID', prodId),
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    ...(name ? [property('X-WR-CALNAME', escapeText(name))] : []),
    ...events.flatMap(vevent),
    'END:VCALENDAR',
  ];
  return lines.join(CRLF) + CRLF;
}

/** The whole .ics file for one event, CRLF line ends included. */
export function buildEventCalendar(event: CalendarEvent, prodId = DEFAULT_PROD_ID): string {
  return buildCalendar([event], { prodId });
}

/** A file name from a page slug: letters, digits and hyphens only, '.ics' at the end. */
export function calendarFileName(slug: string): string {
  const safe = slug
    .toLowerCase()
    .replace(/æ/g, 'ae')
    .replace(/ø/g, 'oe')
    .replace(/å/g, 'aa')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `${safe || 'arrangement'}.ics`;
}
