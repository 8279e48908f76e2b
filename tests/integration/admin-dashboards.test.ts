import { describe, expect } from 'vitest';
import { it } from './fixtures';
import { createPrefetchApi } from '@/server/loaders/prefetch';
import { callerWith, expectLoggedOutOn401, expectTrpcError, injectFault } from './harness';

/** The procedures behind Admin oversigt, Admin events and Admin undervisningsmaterialer. */

describe('user.getNewestUsers', () => {
  it('gives the admin the ten newest people, newest first, as summaries', async ({ admin }) => {
    const users = (await callerWith(admin).caller.user.getNewestUsers()) ?? [];
    expect(users).toHaveLength(10);
    const created = users.map((u) => u.createdAt);
    expect(created).toEqual([...created].sort().reverse());
    const dates = users.map((u) => Date.parse(u.createdAt));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    expect(users[0]).toMatchObject({ email: 'ny@example.dk', institutionId: null, institutionName: null });
    expect(Array.isArray(users[0]?.programs)).toBe(true);
  });

  describe('Authorization', () => {
    it('refuses a teacher with FORBIDDEN', async ({ teacher }) => {
      await expectTrpcError(callerWith(teacher).caller.user.getNewestUsers(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.user.getNewestUsers(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('ends the session and resolves null when the API answers 401', async ({ admin }) => {
      await expectLoggedOutOn401(admin, '/user/GetNewestUsers', (c) => c.user.getNewestUsers());
    });
  });
});

describe('user.getProgramData', () => {
  it("gives every programme's members and events with capacity, seats taken and sign-ups by kind", async ({
    admin,
  }) => {
    const programs = (await callerWith(admin).caller.user.getProgramData()) ?? [];
    // The events of no programme (the open conference) come as one more entry, named "Uden program".
    expect(programs.map((p) => p.programName).sort()).toEqual(
      ['company-programme', 'innovationsugen', 'iværksætterdag', 'kickstart', 'uden-program'].sort(),
    );
    const open = programs.find((p) => p.programName === 'uden-program');
    expect(open).toMatchObject({ displayName: 'Uden program', memberCount: 0 });
    expect(open?.events.map((e) => e.title)).toContain(
      'Konference: Entreprenørskab i hele uddannelsessystemet',
    );
    const kickstart = programs.find((p) => p.programName === 'kickstart');
    const webinar = kickstart?.events.find((e) => e.eventId === 'evt-3003');
    // laerer, three people on laerer's list and ida.soerensen.
    expect(webinar).toMatchObject({ isPast: false, seatsTaken: 5, listSignUps: 3 });
    expect(webinar!.teacherSignUps + webinar!.listSignUps + webinar!.attendeeSignUps).toBe(5);
    expect(webinar!.capacity - webinar!.seatsTaken).toBe(webinar!.remainingSeats);
    expect(kickstart?.events.find((e) => e.eventId === 'evt-3007')?.isPast).toBe(true);
  });

  it('gives the admin each programme with its members and events', async ({ admin }) => {
    const data = await callerWith(admin).caller.user.getProgramData();
    const kickstart = data?.find((p) => p.programName === 'kickstart');
    expect(kickstart?.members.map((m) => m.email)).toEqual(
      expect.arrayContaining(['laerer@example.dk', 'jonas.krogh@example.dk']),
    );
    expect(kickstart?.memberCount).toBe(kickstart?.members.length);
    expect(kickstart?.events.map((e) => e.eventId)).toEqual(expect.arrayContaining(['evt-3001', 'evt-3003']));
    const webinar = kickstart?.events.find((e) => e.eventId === 'evt-3003');
    expect(webinar).toMatchObject({ capacity: 300, listSignUps: 3 });
  });

  it('counts a new list sign-up at once, as a list sign-up', async ({ admin, teacher }) => {
    const before = await callerWith(admin).caller.user.getProgramData();
    await callerWith(teacher)
      .caller.events.signUpToEvent({ eventId: 'evt-3002' })
      .catch(() => null);
    await callerWith(admin).caller.user.getProgramData();
    const webinar = (data: typeof before) =>
      data?.flatMap((p) => p.events).find((e) => e.eventId === 'evt-3003');
    const signedUp = await callerWith(teacher).caller.events.signUpToEventByList({
      eventId: 'evt-3003',
      participants: [{ name: 'Ny Deltager', email: 'ny.deltager@example.dk' }],
    });
    expect(signedUp).not.toBeNull();
    const after = await callerWith(admin).caller.user.getProgramData();
    expect(webinar(after)?.seatsTaken).toBe((webinar(before)?.seatsTaken ?? 0) + 1);
    expect(webinar(after)?.listSignUps).toBe((webinar(before)?.listSignUps ?? 0) + 1);
  });

  describe('Authorization', () => {
    it('refuses a teacher with FORBIDDEN', async ({ teacher }) => {
      await expectTrpcError(callerWith(teacher).caller.user.getProgramData(), 'FORBIDDEN');
    });

    it('refuses a visitor without a session with UNAUTHORIZED', async () => {
      await expectTrpcError(callerWith(null).caller.user.getProgramData(), 'UNAUTHORIZED');
    });
  });

  describe('Errors', () => {
    it('resolves null and keeps the admin signed in when the API answers 500', async ({ admin }) => {
      await injectFault({ service: 'product', pathPrefix: '/user/GetProgramData', status: 500, times: 1 });
      const { caller, session } = callerWith(admin);
      expect(await caller.user.getProgramData()).toBeNull();
      expect(session.current).not.toBeNull();
    });

    it('ends the session and resolves null when the API answers 401', async ({ admin }) => {
      await expectLoggedOutOn401(admin, '/user/GetProgramData', (c) => c.user.getProgramData());
    });
  });
});

describe('the admin screens’ server-side prefetch', () => {
  it('keeps the answers Admin oversigt shows for the browser', async ({ admin }) => {
    const { ctx } = callerWith(admin);
    const { api, dehydrate } = createPrefetchApi(ctx);
    await Promise.all([
      api.user.getNewestUsers.prefetch(),
      api.user.getProgramData.prefetch(),
      api.institutions.getInstitutionOverview.prefetch(),
      api.material.getOverview.prefetch(),
    ]);
    const paths = dehydrate().queries.map((q) => JSON.stringify(q.queryKey[0]));
    expect(paths.sort()).toEqual(
      [
        ['institutions', 'getInstitutionOverview'],
        ['material', 'getOverview'],
        ['user', 'getNewestUsers'],
        ['user', 'getProgramData'],
      ].map((p) => JSON.stringify(p)),
    );
  });

  it('keeps nothing for a teacher: the admin procedures refuse them on the server too', async ({
    teacher,
  }) => {
    const { ctx } = callerWith(teacher);
    const { api, dehydrate } = createPrefetchApi(ctx);
    await Promise.all([
      api.user.getProgramData.prefetch(),
      api.institutions.getInstitutionOverview.prefetch(),
      api.material.getOverview.prefetch(),
    ]);
    expect(dehydrate().queries).toEqual([]);
  });
});
