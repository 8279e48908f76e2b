import { describe, expect, it } from 'vitest';
import { formatDateTime, formatLongDate, formatShortDate, startOfWeek } from '@/lib/dates';

describe('Danish date formats', () => {
  it('shows short dates as DD.MM.YYYY and date-times as DD/MM/YYYY HH:mm in Danish time', () => {
    expect(formatShortDate('2026-12-03T08:00:00Z')).toBe('03.12.2026');
    expect(formatDateTime('2026-12-03T08:00:00Z')).toBe('03/12/2026 09:00');
    expect(formatDateTime('2026-07-01T08:00:00Z')).toBe('01/07/2026 10:00');
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
