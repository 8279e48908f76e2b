import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { callerWith, expectTrpcError, injectFault, inputMessages } from './harness';

/** The teacher screens' paged procedures (src/server/teacher/my-events.ts) against the stand-in's demo world. */

describe('events.getMyEventsPage', () => {
  it('pages the same events the whole lists give, upcoming soonest first, with the totals', async ({
    teacher,
  }) => {
    const { caller } = callerWith(teacher);
    const all = await caller.events.getMyEventsPage({ when: 'upcoming', limit: 50 });
    expect(all.total).toBeGreaterThan(2);
    expect(all.incomplete).toBe(false);
    const starts = all.items.map((item) => item.event.startDate);
    expect(starts).toEqual([...starts].sort());
    expect(all.items.every((item) => !item.event.isPast)).toBe(true);
    expect(all.items.find((item) => item.event.eventId === 'evt-3003')).toMatchObject({ selfSignedUp: true });

    const first = await caller.events.getMyEventsPage({ when: 'upcoming', limit: 2 });
    expect(first.items.map((i) => i.event.eventId)).toEqual(
      all.items.slice(0, 2).map((i) => i.event.eventId),
    );
    expect(first.nextCursor).toBe(2);
    const middle = await caller.events.getMyEventsPage({ when: 'upcoming', limit: 1, cursor: 1 });
    expect(middle.items[0]?.event.eventId).toBe(all.items[1]?.event.eventId);
    const last = await caller.events.getMyEventsPage({ when: 'upcoming', limit: 2, cursor: all.total - 1 });
    expect(last).toMatchObject({ nextCursor: null, total: all.total });
    expect(last.items).toHaveLength(1);
    const past = await caller.events.getMyEventsPage({ when: 'upcoming', cursor: all.total + 10 });
    expect(past).toMatchObject({ items: [], nextCursor: null });

    const held = await caller.events.getMyEventsPage({ when: 'past' });
    expect(held.total).toBe(all.pastCount);
    expect(held.items.every((item) => item.event.isPast)).toBe(true);
  });

  it('refuses bad paging in Danish, and is for teachers only', async ({ teacher, admin }) => {
    const { caller } = callerWith(teacher);
    const cases: [unknown, string][] = [
      [{ when: 'upcoming', cursor: -1 }, 'Listen kan ikke starte før det første arrangement.'],
      [{ when: 'upcoming', limit: 500 }, 'Der kan højst vises 50 ad gangen.'],
      [{ when: 'upcoming', limit: 0 }, 'Der skal vises mindst ét arrangement.'],
      [{ when: 'upcoming', cursor: 1.5 }, 'Vælg hvor listen skal fortsætte.'],
      [{ when: 'senere' }, 'Vælg kommende eller afholdte arrangementer.'],
    ];
    for (const [input, message] of cases) {
      const error = await expectTrpcError(
        caller.events.getMyEventsPage(input as Parameters<typeof caller.events.getMyEventsPage>[0]),
        'BAD_REQUEST',
      );
      expect(inputMessages(error)).toEqual([message]);
    }
    await expectTrpcError(callerWith(admin).caller.events.getMyEventsPage({ when: 'upcoming' }), 'FORBIDDEN');
  });

  it('says the list is incomplete when one of its calls fails', async ({ teacher }) => {
    await injectFault({ service: 'product', pathPrefix: '/events/GetRelevantEvents', status: 500, times: 1 });
    const page = await callerWith(teacher).caller.events.getMyEventsPage({ when: 'upcoming' });
    expect(page.incomplete).toBe(true);
    expect(page.total).toBeGreaterThan(0);
  });
});

describe("Min oversigt's bounded lists", () => {
  it('pages the relevant events like GetRelevantEvents orders them', async ({ teacher }) => {
    const { caller } = callerWith(teacher);
    const whole = (await caller.events.getRelevantEvents()) ?? [];
    const first = await caller.events.getRelevantEventsPage({ limit: 1 });
    expect(first).toMatchObject({ total: whole.length, nextCursor: whole.length > 1 ? 1 : null });
    expect(first?.items.map((e) => e.eventId)).toEqual(whole.slice(0, 1).map((e) => e.eventId));
    await injectFault({ service: 'product', pathPrefix: '/events/GetRelevantEvents', status: 500, times: 1 });
    expect(await caller.events.getRelevantEventsPage({})).toBeNull();
  });

  it('sums the active programmes up and counts listed participants', async ({ teacher }) => {
    const { caller } = callerWith(teacher);
    const [whole, summaries] = await Promise.all([
      caller.events.getEvents(),
      caller.events.getActiveProgrammeSummaries(),
    ]);
    const kickstart = whole?.find((p) => p.programName === 'kickstart');
    const summary = summaries?.find((p) => p.programName === 'kickstart');
    expect(summary).toMatchObject({
      upcomingCount: kickstart?.events.filter((e) => !e.isPast).length,
      signedUpCount: kickstart?.events.filter((e) => !e.isPast && e.signedUp).length,
    });
    expect(summary?.events.every((e) => !e.signedUp && !e.isPast)).toBe(true);
    expect(summary?.events.length).toBeLessThanOrEqual(3);

    const [latest, latestSummaries] = await Promise.all([
      caller.events.getLatestSignups(),
      caller.events.getLatestSignupSummaries(),
    ]);
    expect(latestSummaries?.map((s) => [s.eventId, s.participantCount])).toEqual(
      latest?.map((s) => [s.eventId, s.participants.length]),
    );
    expect(latestSummaries?.[0]).not.toHaveProperty('participants');
  });
});
