import { describe, expect, it } from 'vitest';
import { describeBars } from '@/features/admin/charts/chart-data';
import { formatCount, formatPercent, share } from '@/features/admin/number-format';
import type { ProgramData } from '@/features/admin/events/event-rows';
import { NO_PROGRAM } from '@/lib/admin-tables';
import { eventRows, eventTotals } from '@/server/tables/event-tables';
import { programData } from '@/server/upstream/product/user-schemas';
import { topMaterials } from '@/server/tables/material-tables';
import { programSummaries, segmentRows } from '@/server/tables/overview-summaries';

const event = (eventId: string, over: Partial<ProgramData[number]['events'][number]> = {}) => ({
  eventId,
  title: `Event ${eventId}`,
  startDate: '2026-12-01T09:00:00.000Z',
  isPast: false,
  capacity: 40,
  seatsTaken: 10,
  remainingSeats: 30,
  teacherSignUps: 6,
  listSignUps: 3,
  attendeeSignUps: 1,
  ...over,
});

const programs: ProgramData = [
  {
    programName: 'kickstart',
    displayName: 'Kickstart',
    memberCount: 5,
    members: [],
    events: [
      event('evt-1'),
      event('evt-2', { isPast: true, capacity: 20, seatsTaken: 20, remainingSeats: 0 }),
    ],
    seatsTaken: 30,
  },
  {
    programName: 'iværksætterdag',
    displayName: 'Iværksætterdag',
    memberCount: 2,
    members: [],
    events: [event('evt-3', { capacity: 0, seatsTaken: 0, remainingSeats: 0 })],
    seatsTaken: 0,
  },
];

describe('admin events rows', () => {
  it('lists every programme’s events with the programme and a fill rate of seats taken over capacity', () => {
    const rows = eventRows(programs);
    expect(rows.map((r) => [r.eventId, r.programName, r.fillRate])).toEqual([
      ['evt-1', 'kickstart', 0.25],
      ['evt-2', 'kickstart', 1],
      ['evt-3', 'iværksætterdag', 0],
    ]);
    expect(rows[1]).toMatchObject({ isPast: true, programDisplayName: 'Kickstart', listSignUps: 3 });
  });

  it('counts an event without seats as 0 % full, not as a division by zero', () => {
    expect(share(0, 0)).toBe(0);
    expect(eventRows(programs)[2]?.fillRate).toBe(0);
  });

  it('counts the events of no programme too (GetProgramData gives them an entry without names)', () => {
    const upstream = [
      ...programs,
      {
        programName: null,
        displayName: null,
        memberCount: 0,
        members: [],
        events: [event('evt-open', { capacity: 200, seatsTaken: 4, remainingSeats: 196 })],
        seatsTaken: 4,
      },
    ];
    const read = programData.parse(upstream);
    expect(read.at(-1)).toMatchObject(NO_PROGRAM);
    const rows = eventRows(read);
    expect(rows.find((r) => r.eventId === 'evt-open')).toMatchObject({
      programName: NO_PROGRAM.programName,
      programDisplayName: 'Uden program',
    });
    expect(eventTotals(rows, {}).events).toBe(3);
    expect(eventTotals(rows, { program: NO_PROGRAM.programName })).toMatchObject({
      events: 1,
      capacity: 200,
    });
    expect(programSummaries(read).at(-1)).toMatchObject({
      displayName: 'Uden program',
      events: 1,
      seatsTaken: 4,
    });
  });

  it('shows upcoming events unless the URL asks for the past ones or all, and sums what passes', () => {
    const rows = eventRows(programs);
    expect(eventTotals(rows, { program: 'kickstart' }).events).toBe(1);
    expect(eventTotals(rows, { program: 'kickstart', when: 'afholdte' }).events).toBe(1);
    expect(eventTotals(rows, { program: 'kickstart', when: 'noget-andet' }).events).toBe(1);
    expect(eventTotals(rows, { program: 'kickstart', when: 'alle' })).toEqual({
      events: 2,
      capacity: 60,
      seatsTaken: 30,
      remainingSeats: 30,
      fillRate: 0.5,
    });
    expect(eventTotals([], {})).toMatchObject({ events: 0, fillRate: 0 });
  });
});

describe('admin numbers in Danish', () => {
  it('writes thousands with a dot and percentages with a no-break space', () => {
    expect(formatCount(1234567)).toBe('1.234.567');
    expect(formatCount(12)).toBe('12');
    expect(formatPercent(0.756)).toBe('76\u00a0%');
    expect(formatPercent(1)).toBe('100\u00a0%');
  });

  it('tells a chart in words: every bar with its number, the unit once', () => {
    expect(
      describeBars(
        [
          { label: 'Kickstart', value: 5 },
          { label: 'Innovationsugen', value: 3 },
        ],
        'medlemmer',
      ),
    ).toBe('Kickstart: 5 medlemmer, Innovationsugen: 3');
    expect(describeBars([], 'medlemmer')).toBe('Ingen tal at vise.');
  });
});

describe('admin overview and download figures', () => {
  it('sums a programme up as members, events and seats taken', () => {
    expect(programSummaries(programs)[0]).toEqual({
      programName: 'kickstart',
      displayName: 'Kickstart',
      members: 5,
      events: 2,
      seatsTaken: 30,
    });
  });

  it('counts the institutions of a segment of both statuses together', () => {
    const rows = segmentRows({
      segments: [{ segment: 'Gymnasium', confirmed: 2, pending: 1, users: 3 }],
    });
    expect(rows).toEqual([{ segment: 'Gymnasium', confirmed: 2, pending: 1, institutions: 3, users: 3 }]);
  });

  it('puts the most downloaded material first in the chart, ties in Danish title order', () => {
    const material = (title: string, downloads: number) => ({
      materialId: title,
      title,
      format: 'pdf' as const,
      requiresCode: false,
      downloads,
      uniqueUsers: 1,
      lastDownloadedAt: null,
    });
    expect(
      topMaterials([material('Åben skole', 2), material('Bæredygtighed', 2), material('Ideer', 5)]).map(
        (b) => b.title,
      ),
    ).toEqual(['Ideer', 'Bæredygtighed', 'Åben skole']);
    const many = Array.from({ length: 30 }, (_, i) => material(`Materiale ${i}`, i));
    expect(topMaterials(many).map((b) => b.downloads)).toEqual([29, 28, 27, 26, 25, 24, 23, 22, 21, 20]);
  });
});
