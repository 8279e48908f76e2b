import { describe, expect, it } from 'vitest';
import { buildContent } from '../../prisma-free-mock/src/cms/content';
import { daysFrom, seedToday } from '../../prisma-free-mock/src/seed/dates';
import { createSeed } from '../../prisma-free-mock/src/seed';
import { generateEvents } from '../../prisma-free-mock/src/seed/foundation/events';

/**
 * The stand-in's clock times are Danish (Europe/Copenhagen): "kl. 12.00" in a grant's text and the instant in its
 * Deadline are the same moment, in winter and in summer time.
 */

/** "HH:mm" on a Danish clock, by Node's time-zone data (independent of the code under test). */
const danishClock = (iso: string) =>
  new Intl.DateTimeFormat('da-DK', {
    timeZone: 'Europe/Copenhagen',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  })
    .format(new Date(iso))
    .replace('.', ':');
const danishDate = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Copenhagen' }).format(new Date(iso));

describe('daysFrom', () => {
  it('names a Danish clock time, on both sides of the spring change (29 March 2026)', () => {
    const base = seedToday(new Date('2026-03-27T15:00:00Z'));
    expect(daysFrom(base, 0, 12)).toBe('2026-03-27T11:00:00.000Z'); // winter: UTC+1
    expect(daysFrom(base, 1, 12)).toBe('2026-03-28T11:00:00.000Z');
    expect(daysFrom(base, 2, 12)).toBe('2026-03-29T10:00:00.000Z'); // summer from 02:00 that night: UTC+2
    expect(daysFrom(base, 2, 1, 30)).toBe('2026-03-29T00:30:00.000Z'); // before the change, still winter
    expect(daysFrom(base, 2, 3)).toBe('2026-03-29T01:00:00.000Z'); // just after it
    expect(daysFrom(base, 3, 9, 15)).toBe('2026-03-30T07:15:00.000Z');
  });

  it('names a Danish clock time on both sides of the autumn change (25 October 2026)', () => {
    const base = seedToday(new Date('2026-10-24T23:59:00Z'));
    expect(daysFrom(base, 0, 12)).toBe('2026-10-24T10:00:00.000Z');
    expect(daysFrom(base, 1, 12)).toBe('2026-10-25T11:00:00.000Z');
    expect(daysFrom(base, -200, 12)).toBe('2026-04-07T10:00:00.000Z');
    expect(daysFrom(base, 60, 0)).toBe('2026-12-22T23:00:00.000Z'); // midnight is the Danish day's start
  });

  it('agrees with the platform on every day of a year, at several hours', () => {
    const base = seedToday(new Date('2027-01-01T00:00:00Z'));
    for (let day = 0; day < 366; day++) {
      for (const [hour, minute] of [
        [0, 0],
        [9, 0],
        [12, 0],
        [23, 45],
      ] as const) {
        const iso = daysFrom(base, day, hour, minute);
        expect(danishClock(iso)).toBe(`${String(hour).padStart(2, '0')}:${String(minute).padStart(2, '0')}`);
        expect(danishDate(iso)).toBe(new Date(base.getTime() + day * 86_400_000).toISOString().slice(0, 10));
      }
    }
  });
});

describe('the seeded clock times', () => {
  // A summer "today" and a winter one, so both offsets are met.
  for (const today of ['2026-07-01T08:00:00Z', '2026-12-01T08:00:00Z']) {
    it(`are Danish for grants' deadlines and events (today ${today.slice(0, 10)})`, () => {
      const seed = createSeed(new Date(today));
      const content = buildContent(seed, 'http://cms.test');
      const grants = content.pages.filter((p) => p.ContentType === 'grantPage');
      expect(grants.length).toBeGreaterThan(3);
      for (const page of grants) {
        const deadline = page.Grant!.Deadline;
        // The page's text says "Ansøgningsfristen er kl. 12.00 på fristdagen": the facts must agree.
        expect(danishClock(deadline)).toBe('12:00');
      }
      const hours = seed.events.map((e) => danishClock(e.startDate));
      expect(new Set(hours)).toEqual(new Set(['09:00', '13:00', '15:00', '08:00', '10:00', '17:00']));

      const generated = generateEvents(seed.now, seed.institutions);
      for (const event of generated) {
        // The generator's start and end hours (08, 09, 10, 13, 15 to 14, 15, 16) on a Danish clock.
        expect(danishClock(event.startDate)).toMatch(/^(08|09|10|13|15):00$/);
        expect(danishClock(event.endDate)).toMatch(/^(14|15|16):00$/);
      }
    });
  }
});
