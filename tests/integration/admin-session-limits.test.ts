import { afterEach, describe, expect, vi } from 'vitest';
import { it } from './fixtures';
import { log } from '@/server/log';
import { callerWith, expectTrpcError, nowSeconds } from './harness';

/**
 * Administrators' sessions end after 30 minutes without activity and 12 hours at most (docs/decisions/0013),
 * with the env's defaults; the times are moved back in the sealed data instead of waiting.
 */

afterEach(() => vi.restoreAllMocks());

describe("an administrator's session limits in the typed API", () => {
  it('answers an administrator idle for 30 minutes UNAUTHORIZED, ends the session and tells the browser', async ({
    admin,
  }) => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const idle = { ...admin, lastActiveAt: nowSeconds() - 1800 };
    const { caller, session, endedSignals } = callerWith(idle);
    await expectTrpcError(caller.institutions.getPendingInstitutions(), 'UNAUTHORIZED');
    expect(session.current).toBeNull();
    expect(endedSignals()).toBe(1);
  });

  it('answers an administrator signed in 12 hours ago UNAUTHORIZED, however recently active', async ({
    admin,
  }) => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const old = { ...admin, startedAt: nowSeconds() - 43_200, lastActiveAt: nowSeconds() - 5 };
    const { caller, session } = callerWith(old);
    await expectTrpcError(caller.institutions.getPendingInstitutions(), 'UNAUTHORIZED');
    expect(session.current).toBeNull();
  });

  it('serves an administrator active 29 minutes ago and records the call as activity', async ({ admin }) => {
    const quiet = { ...admin, lastActiveAt: nowSeconds() - 29 * 60 };
    const { caller, session, endedSignals } = callerWith(quiet);
    expect(Array.isArray(await caller.institutions.getPendingInstitutions())).toBe(true);
    expect(session.current?.lastActiveAt).toBeGreaterThanOrEqual(nowSeconds() - 1);
    expect(session.current?.accessToken).toBe(admin.accessToken);
    expect(endedSignals()).toBe(0);
  });

  it('does not count the session check (session.get) as activity, but does end an idle session there', async ({
    admin,
  }) => {
    const quiet = { ...admin, lastActiveAt: nowSeconds() - 10 * 60 };
    const watched = callerWith(quiet);
    expect(await watched.caller.session.get()).toMatchObject({ loggedIn: true, isAdmin: true });
    expect(watched.session.current?.lastActiveAt).toBe(quiet.lastActiveAt);

    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const idle = callerWith({ ...admin, lastActiveAt: nowSeconds() - 1800 });
    expect(await idle.caller.session.get()).toEqual({ loggedIn: false, isAdmin: false });
    expect(idle.session.current).toBeNull();
  });

  it("leaves a teacher's session alone: idle for a day and signed in for weeks", async ({ teacher }) => {
    const quietTeacher = {
      ...teacher,
      startedAt: nowSeconds() - 20 * 86_400,
      lastActiveAt: nowSeconds() - 86_400,
    };
    const { caller, session, endedSignals } = callerWith(quietTeacher);
    expect(await caller.user.getPrograms()).not.toBeNull();
    expect(session.current).toEqual(quietTeacher);
    expect(endedSignals()).toBe(0);
  });
});
