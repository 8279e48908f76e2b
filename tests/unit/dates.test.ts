import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatLongDate,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  startOfWeek,
} from '@/lib/dates';

describe('Danish date formats', () => {
  it('shows short dates as DD.MM.YYYY and date-times as DD/MM/YYYY HH:mm in Danish time', () => {
    expect(formatShortDate('2026-12-03T08:00:00Z')).toBe('03.12.2026');
    expect(formatDateTime('2026-12-03T08:00:00Z')).toBe('03/12/2026 09:00');
    expect(formatDateTime('2026-07-01T08:00:00Z')).toBe('01/07/2026 10:00');
  });

  it('writes a clock time in running text the Danish way, "12.00", in winter and summer time', () => {
    expect(formatTime('2026-12-03T11:00:00Z')).toBe('12.00');
    expect(formatTime('2026-07-01T10:00:00Z')).toBe('12.00');
    expect(formatTime('2026-03-29T01:05:00Z')).toBe('03.05'); // just after the spring change
  });

  it('writes long dates in Danish', () => {
    expect(formatLongDate('2026-12-03T08:00:00Z')).toBe('torsdag d. 3. december 2026');
  });

  it('starts the week on Monday', () => {
    expect(startOfWeek('2026-12-03T12:00:00Z')).toBe('30.11.2026');
    expect(startOfWeek('2026-11-30T00:30:00Z')).toBe('30.11.2026');
    expect(startOfWeek('2026-11-29T22:30:00Z')).toBe('23.11.2026'); // still Sunday in Denmark
    expect(startOfWeek('2026-11-29T23:30:00Z')).toBe('30.11.2026');
    expect(startOfWeek('2026-03-29T12:00:00Z')).toBe('23.03.2026'); // the Sunday summer time starts
    expect(startOfWeek('2026-12-06T20:00:00Z')).toBe('30.11.2026');
  });
});

describe('Danish date formats: edge cases', () => {
  it('crosses the date line in Danish time, not UTC', () => {
    expect(formatShortDate('2026-12-31T23:30:00Z')).toBe('01.01.2027');
    expect(formatDateTime('2026-03-29T01:30:00Z')).toBe('29/03/2026 03:30');
  });
});

describe('Danish time from the summer-time rule, against the platform time-zone data', () => {
  // An oracle independent of src/lib/dates.ts: Intl's own Danish formats in Europe/Copenhagen.
  const da = new Intl.DateTimeFormat('da-DK', {
    timeZone: 'Europe/Copenhagen',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    weekday: 'long',
    hourCycle: 'h23',
  });
  const daLong = new Intl.DateTimeFormat('da-DK', {
    timeZone: 'Europe/Copenhagen',
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });
  const expected = (instant: number) => {
    const p: Record<string, string> = {};
    for (const part of da.formatToParts(instant)) p[part.type] = part.value;
    const l: Record<string, string> = {};
    for (const part of daLong.formatToParts(instant)) l[part.type] = part.value;
    // The Monday of the Danish week: step back from the Danish calendar date by the days since Monday.
    const sinceMonday = ['mandag', 'tirsdag', 'onsdag', 'torsdag', 'fredag', 'lørdag', 'søndag'].indexOf(
      p.weekday ?? '',
    );
    const monday = new Date(Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day) - sinceMonday));
    return {
      short: `${p.day}.${p.month}.${p.year}`,
      dateTime: `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`,
      shortDateTime: `${p.day}.${p.month}.${p.year} ${p.hour}:${p.minute}`,
      long: `${l.weekday} d. ${l.day}. ${l.month} ${l.year}`,
      week: monday.toISOString().replace(/^(\d+)-(\d+)-(\d+).*/, '$3.$2.$1'),
    };
  };
  const actual = (instant: number) => {
    const date = new Date(instant);
    return {
      short: formatShortDate(date),
      dateTime: formatDateTime(date),
      shortDateTime: formatShortDateTime(date),
      long: formatLongDate(date),
      week: startOfWeek(date),
    };
  };

  it('agrees around every summer-time change from 1996 to 2099', () => {
    const minute = 60_000;
    for (let year = 1996; year <= 2099; year += 1) {
      for (const month of [2, 9]) {
        // Around 01:00 UTC on every Sunday of March and October, so the last Sunday is among them.
        for (let day = 22; day <= 31; day += 1) {
          const change = Date.UTC(year, month, day, 1);
          for (const offset of [-61, -60, -59, -1, 0, 1, 59, 60, 61]) {
            const instant = change + offset * minute;
            expect(actual(instant), new Date(instant).toISOString()).toEqual(expected(instant));
          }
        }
      }
    }
  }, 30_000); // about 1,250 instants through Intl: a second of work, several on a busy machine

  it('agrees on every half hour of 2025 to 2027, and on the years before 1996 and after 2099 (through Intl)', () => {
    for (let instant = Date.UTC(2025, 0, 1); instant < Date.UTC(2028, 0, 1); instant += 30 * 60_000) {
      expect(actual(instant)).toEqual(expected(instant));
    }
    // 1980–1995 summer time ended in September; 1979 had none.
    for (const iso of [
      '1979-07-01T12:00:00Z',
      '1990-09-30T00:30:00Z',
      '1990-10-15T22:30:00Z',
      '1995-09-24T00:30:00Z',
      '2100-07-01T22:30:00Z',
    ]) {
      const instant = Date.parse(iso);
      expect(actual(instant), iso).toEqual(expected(instant));
    }
  }, 30_000); // 52,000 instants: seconds of work, more on a busy machine

  it('refuses an invalid date as Intl does', () => {
    expect(() => formatShortDate('not a date')).toThrow(RangeError);
    expect(() => formatShortDateTime('not a date')).toThrow(RangeError);
    // Every time: a refusal is not kept as if it were a date.
    expect(() => formatShortDate('not a date')).toThrow(RangeError);
  });

  it('formats an instant the same however often and in whichever form it is asked for', () => {
    const iso = '2026-03-29T00:30:00.000Z';
    expect(formatDateTime(iso)).toBe('29/03/2026 01:30');
    expect(formatDateTime(new Date(iso))).toBe('29/03/2026 01:30');
    expect(formatDateTime('2026-03-29T01:30:00+01:00')).toBe('29/03/2026 01:30');
    // One instant, several patterns: each pattern its own answer.
    expect(formatShortDate(iso)).toBe('29.03.2026');
    expect(startOfWeek(iso)).toBe('23.03.2026');
    expect(formatLongDate(iso)).toBe('søndag d. 29. marts 2026');
    expect(formatShortDate(iso)).toBe('29.03.2026');
  });
});
