import { describe, expect, it } from 'vitest';
import { seatsLeftText } from '@/features/teacher/programmes/event-list';
import {
  activeProgrammeSummaries,
  listEvents,
  myEventsPage,
  OPEN_EVENTS_KEPT,
  signUpSummaries,
} from '@/server/teacher/my-events';
import { pageOf } from '@/server/teacher/paging';
import type { ActiveProgramme, ProductEvent, SignUp } from '@/features/teacher/programmes/types';

const event = (eventId: string, startDate: string, extra: Partial<ProductEvent> = {}): ProductEvent => ({
  eventId,
  title: eventId,
  url: `/arrangementer/${eventId}/`,
  teaser: '',
  type: 'Workshop',
  programName: 'kickstart',
  startDate,
  endDate: startDate,
  location: { name: 'Sted', address: 'Vej 1', zip: '8000', city: 'Aarhus C' },
  capacity: 10,
  remainingSeats: 10,
  requiresCode: false,
  isPast: false,
  ...extra,
});

const active: ActiveProgramme[] = [
  {
    programName: 'kickstart',
    displayName: 'Kickstart',
    description: '',
    joinedAt: '2026-01-01T00:00:00.000Z',
    events: [
      { ...event('evt-2', '2026-12-02T10:00:00.000Z'), signedUp: true },
      { ...event('evt-1', '2026-12-01T10:00:00.000Z'), signedUp: false },
    ],
  },
];

const signUp = (e: ProductEvent, selfSignedUp: boolean, participants = 0): SignUp => ({
  eventId: e.eventId,
  event: e,
  signedUpAt: '2026-01-01T00:00:00.000Z',
  selfSignedUp,
  source: selfSignedUp ? 'teacher' : null,
  participants: Array.from({ length: participants }, (_, index) => ({
    name: `P${index}`,
    email: `p${index}@x.dk`,
    signedUpAt: '2026-01-01T00:00:00.000Z',
  })),
});

describe('the events of the screen', () => {
  it('lists programme, open and signed-up events once each, soonest first, with the sign-up state', () => {
    const open = event('evt-3', '2026-11-30T10:00:00.000Z', { programName: null });
    const past = event('evt-0', '2026-01-01T10:00:00.000Z', {
      isPast: true,
      programName: 'company-programme',
    });
    const listed = listEvents(
      active,
      [open, event('evt-1', '2026-12-01T10:00:00.000Z')],
      [signUp(open, false, 3), signUp(past, true)],
      [{ programName: 'company-programme', displayName: 'Company Programme' }],
    );
    expect(listed.map((item) => item.event.eventId)).toEqual(['evt-0', 'evt-3', 'evt-1', 'evt-2']);
    expect(listed.map((item) => [item.programme, item.selfSignedUp, item.listCount])).toEqual([
      ['Company Programme', true, 0],
      [null, false, 3],
      ['Kickstart', false, 0],
      ['Kickstart', true, 0],
    ]);
  });

  it('leaves out past events the person was not signed up for', () => {
    const past = event('evt-9', '2026-01-01T10:00:00.000Z', { isPast: true });
    expect(listEvents([], [past], [])).toEqual([]);
  });

  it('counts seats in Danish', () => {
    expect(seatsLeftText(1)).toBe('1 ledig plads');
    expect(seatsLeftText(0)).toBe('0 ledige pladser');
  });
});

describe('a large programme, a page at a time', () => {
  const many = Array.from({ length: 300 }, (_, i) =>
    event(
      `evt-${String(i).padStart(3, '0')}`,
      `2026-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}T10:00:00.000Z`,
      { isPast: i < 60 },
    ),
  );
  const big: ActiveProgramme = {
    ...active[0]!,
    events: many.filter((e) => !e.isPast).map((e, i) => ({ ...e, signedUp: i % 3 === 0 })),
  };
  const signUps = many
    .filter((e) => e.isPast)
    .slice(0, 45)
    .map((e) => signUp(e, true, 100));

  it('pages upcoming events soonest first and past ones newest first, with the totals', () => {
    const listed = listEvents([big], [], signUps);
    const first = myEventsPage(listed, 'upcoming', 0, 20);
    expect(first.items).toHaveLength(20);
    expect(first.total).toBe(240);
    expect(first.nextCursor).toBe(20);
    expect(first.pastCount).toBe(45);
    expect(first.calendarCount).toBe(80);
    const starts = first.items.map((item) => item.event.startDate);
    expect([...starts].sort()).toEqual(starts);

    const last = myEventsPage(listed, 'upcoming', 220, 20);
    expect(last.items).toHaveLength(20);
    expect(last.nextCursor).toBeNull();
    expect(myEventsPage(listed, 'upcoming', 5000, 20)).toMatchObject({ items: [], nextCursor: null });

    const past = myEventsPage(listed, 'past', 0, 20);
    expect(past.total).toBe(45);
    expect(past.items.every((item) => item.event.isPast && item.listCount === 100)).toBe(true);
    const pastStarts = past.items.map((item) => item.event.startDate);
    expect([...pastStarts].sort().reverse()).toEqual(pastStarts);
  });

  it('sums an active programme up: counts and its next open events, not all of them', () => {
    const [summary] = activeProgrammeSummaries([big]);
    expect(summary).toMatchObject({ upcomingCount: 240, signedUpCount: 80 });
    expect(summary!.events).toHaveLength(OPEN_EVENTS_KEPT);
    expect(summary!.events.every((e) => !e.signedUp)).toBe(true);
    const soonestOpen = big.events
      .filter((e) => !e.signedUp)
      .map((e) => e.startDate)
      .sort()[0];
    expect(summary!.events[0]!.startDate).toBe(soonestOpen);
    expect(summary).not.toHaveProperty('description');
  });

  it('counts listed participants instead of sending them', () => {
    const [summary] = signUpSummaries(signUps.slice(0, 1));
    expect(summary).toMatchObject({ participantCount: 100 });
    expect(summary).not.toHaveProperty('participants');
  });

  it('a page is a slice with the total', () => {
    expect(pageOf([1, 2, 3, 4, 5], 2, 2)).toEqual({ items: [3, 4], total: 5, nextCursor: 4 });
    expect(pageOf([1, 2, 3, 4, 5], 4, 2)).toEqual({ items: [5], total: 5, nextCursor: null });
    expect(pageOf([], 0, 2)).toEqual({ items: [], total: 0, nextCursor: null });
  });
});
