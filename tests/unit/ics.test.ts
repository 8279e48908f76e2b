import { describe, expect, it } from 'vitest';
import { calendarPagePath, calendarUrl } from '@/lib/event-info';
import {
  buildCalendar,
  buildEventCalendar,
  calendarFileName,
  escapeText,
  foldLine,
  formatUtc,
} from '@/lib/ics';

const event = {
  uid: 'evt-3002@www.fis-fonden.dk',
  title: 'Workshop: Design thinking i udskolingen',
  start: new Date('2026-11-30T13:00:00.000Z'),
  end: new Date('2026-11-30T16:00:00.000Z'),
  location: 'Fondens hus, Vestergade 20, 1456 København K',
  description:
    'En praktisk workshop; for lærere.\nLæs mere: https://www.fis-fonden.dk/arrangementer/workshop-design-thinking/',
  url: 'https://www.fis-fonden.dk/arrangementer/workshop-design-thinking/',
  stamp: new Date('2026-11-21T08:30:15.123Z'),
};

/** Unfolds content lines (RFC 5545 3.1) into a map of property → value. */
function properties(ics: string): Map<string, string> {
  const unfolded = ics.replace(/\r\n /g, '');
  return new Map(
    unfolded
      .split('\r\n')
      .filter(Boolean)
      .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1)] as const),
  );
}

describe('the calendar file', () => {
  it('is one VEVENT inside a VCALENDAR, with CRLF line ends', () => {
    const ics = buildEventCalendar(event);
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n')).toBe(true);
    expect(ics.endsWith('END:VEVENT\r\nEND:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
  });

  it('carries UID, DTSTAMP, DTSTART and DTEND in UTC, SUMMARY, LOCATION, URL and DESCRIPTION', () => {
    const props = properties(buildEventCalendar(event));
    expect(props.get('UID')).toBe('evt-3002@www.fis-fonden.dk');
    expect(props.get('DTSTAMP')).toBe('20261121T083015Z');
    expect(props.get('DTSTART')).toBe('20261130T130000Z');
    expect(props.get('DTEND')).toBe('20261130T160000Z');
    expect(props.get('SUMMARY')).toBe('Workshop: Design thinking i udskolingen');
    expect(props.get('LOCATION')).toBe('Fondens hus\\, Vestergade 20\\, 1456 København K');
    expect(props.get('URL')).toBe('https://www.fis-fonden.dk/arrangementer/workshop-design-thinking/');
    expect(props.get('DESCRIPTION')).toBe(
      'En praktisk workshop\\; for lærere.\\nLæs mere: https://www.fis-fonden.dk/arrangementer/workshop-design-thinking/',
    );
  });

  it('writes times in UTC whatever the offset of the source', () => {
    expect(formatUtc(new Date('2026-06-01T10:00:00+02:00'))).toBe('20260601T080000Z');
    expect(formatUtc(new Date('2026-12-01T10:00:00+01:00'))).toBe('20261201T090000Z');
    expect(() => formatUtc(new Date('nonsense'))).toThrow(RangeError);
  });

  it('escapes backslash, semicolon, comma and line breaks in text', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf')).toBe('a\\\\b\\;c\\,d\\ne\\nf');
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'æøå '.repeat(40)}`;
    const folded = foldLine(line);
    const lines = folded.split('\r\n');
    expect(lines.length).toBeGreaterThan(1);
    for (const [index, part] of lines.entries()) {
      expect(new TextEncoder().encode(part).length).toBeLessThanOrEqual(75);
      if (index > 0) expect(part.startsWith(' ')).toBe(true);
      expect(part).not.toContain('\uFFFD');
    }
    expect(folded.replace(/\r\n /g, '')).toBe(line);
    expect(foldLine('SHORT:line')).toBe('SHORT:line');
  });

  it('folds every long property of the file', () => {
    const ics = buildEventCalendar({ ...event, description: 'Lang beskrivelse. '.repeat(30) });
    for (const line of ics.split('\r\n'))
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(properties(ics).get('DESCRIPTION')).toBe('Lang beskrivelse. '.repeat(30));
  });

  it('is named from the slug', () => {
    expect(calendarFileName('workshop-design-thinking')).toBe('workshop-design-thinking.ics');
    expect(calendarFileName('Iværksætterdagen i Vejle')).toBe('ivaerksaetterdagen-i-vejle.ics');
    expect(calendarFileName('"; rm -rf')).toBe('rm-rf.ics');
    expect(calendarFileName('')).toBe('arrangement.ics');
  });

  it('is served at a URL that leads back to the page', () => {
    const url = calendarUrl('/arrangementer/workshop-design-thinking/');
    expect(url).toBe('/api/kalender/arrangementer/workshop-design-thinking.ics');
    expect(calendarPagePath(['arrangementer', 'workshop-design-thinking.ics'])).toBe(
      '/arrangementer/workshop-design-thinking/',
    );
    expect(calendarPagePath(['arrangementer', '..', 'x'])).toBeNull();
    expect(calendarPagePath(undefined)).toBeNull();
  });

  it.each([
    [['..\\..\\api', 'Scripts', 'GetScripts.ics']],
    [['arrangementer', '..\\..\\Scripts\\GetScripts.ics']],
    [['arrangementer', '%2e%2e.ics']],
    [['arrangementer', 'a/b.ics']],
    [['arrangementer', 'Workshop.ics']],
    [['arrangementer', 'workshop']],
    [['nyheder', 'en-artikel.ics']],
    [['arrangementer', 'x', 'y.ics']],
  ])('accepts only an event slug, never another CMS path: %j', (segments) => {
    expect(calendarPagePath(segments)).toBeNull();
  });
});

describe('a calendar of several events', () => {
  it('holds one VEVENT per event inside one VCALENDAR, with its name', () => {
    const second = { ...event, uid: 'evt-3005@www.fis-fonden.dk', title: 'Konference' };
    const ics = buildCalendar([event, second], { name: 'Mine arrangementer' });
    expect(ics.match(/BEGIN:VCALENDAR/g)).toHaveLength(1);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('X-WR-CALNAME:Mine arrangementer\r\n');
    expect(ics).toContain('UID:evt-3005@www.fis-fonden.dk\r\n');
  });

  it('is a valid calendar with no events when there are none', () => {
    expect(buildCalendar([])).not.toContain('VEVENT');
  });
});
