import { describe, expect, it } from 'vitest';
import { listEvents, seatsLeftText } from '@/features/teacher/programmes/event-list';
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
