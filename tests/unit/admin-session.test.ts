import { describe, expect, it, vi } from 'vitest';
import { decideAccess } from '@/server/auth/access';
import { activityStep, adminSessionEnd, withActivity } from '@/server/auth/admin-session';
import { memorySession, type SessionData } from '@/server/auth/session';
import { currentSession } from '@/server/auth/tokens';
import { log } from '@/server/log';
import { memoryStore } from '@/server/shared/store';

const NOW = 1_800_000_000;
const LIMITS = { idleSeconds: 1800, maxSeconds: 43_200 };
const session = (permissions: string[], overrides: Partial<SessionData> = {}): SessionData => ({
  sid: `sid-${Math.random()}`,
  accessToken: 'a',
  refreshToken: 'r',
  accessTokenExpiresAt: NOW + 600,
  refreshTokenExpiresAt: NOW + 2_592_000,
  user: { sub: 'u', email: 'admin@example.dk', name: 'A' },
  permissions,
  startedAt: NOW - 3600,
  lastActiveAt: NOW - 60,
  ...overrides,
});
const admin = (overrides: Partial<SessionData> = {}) => session(['role:admin'], overrides);
const teacher = (overrides: Partial<SessionData> = {}) => session([], overrides);

describe("an administrator's session limits (the rule)", () => {
  it('ends after the idle time without activity, not a second before', () => {
    expect(adminSessionEnd(admin({ lastActiveAt: NOW - 1799 }), NOW, LIMITS)).toBeNull();
    expect(adminSessionEnd(admin({ lastActiveAt: NOW - 1800 }), NOW, LIMITS)).toBe('idle');
    expect(adminSessionEnd(admin({ lastActiveAt: NOW - 7200 }), NOW, LIMITS)).toBe('idle');
  });

  it('ends 12 hours after sign-in however active the person is', () => {
    expect(adminSessionEnd(admin({ startedAt: NOW - 43_199, lastActiveAt: NOW }), NOW, LIMITS)).toBeNull();
    expect(adminSessionEnd(admin({ startedAt: NOW - 43_200, lastActiveAt: NOW }), NOW, LIMITS)).toBe(
      'max-age',
    );
  });

  it('leaves a teacher alone: idle for days and signed in for weeks is still a session', () => {
    const old = teacher({ startedAt: NOW - 20 * 86_400, lastActiveAt: NOW - 5 * 86_400 });
    expect(adminSessionEnd(old, NOW, LIMITS)).toBeNull();
    expect(withActivity(old, NOW, LIMITS)).toBeNull();
  });

  it('ends an administrator cookie sealed before the times existed (a session of unknown age)', () => {
    const { startedAt: _s, lastActiveAt: _l, ...legacy } = admin();
    expect(adminSessionEnd(legacy as SessionData, NOW, LIMITS)).toBe('max-age');
    const { lastActiveAt: _l2, ...noActivity } = admin();
    expect(adminSessionEnd(noActivity as SessionData, NOW, LIMITS)).toBe('idle');
  });

  it('records activity at most once a minute with the default idle time, each second with a short one', () => {
    expect(activityStep(LIMITS)).toBe(60);
    expect(activityStep({ idleSeconds: 300, maxSeconds: 3600 })).toBe(30);
    expect(activityStep({ idleSeconds: 3, maxSeconds: 3600 })).toBe(1);
    expect(withActivity(admin({ lastActiveAt: NOW - 59 }), NOW, LIMITS)).toBeNull();
    expect(withActivity(admin({ lastActiveAt: NOW - 60 }), NOW, LIMITS)?.lastActiveAt).toBe(NOW);
  });
});

describe("an administrator's session limits where the session is read", () => {
  const rules = (recordActivity: boolean) => ({ now: NOW, limits: LIMITS, recordActivity });
  const noRefresh = () => Promise.reject(new Error('no refresh expected'));

  it('the token rules end an idle administrator session and reset the cookie', async () => {
    const info = vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const handle = memorySession(admin({ lastActiveAt: NOW - 1800 }));
    const state = await currentSession(handle, noRefresh, memoryStore(), rules(true));
    expect(state).toEqual({ status: 'ended', reason: 'admin-idle' });
    expect(handle.ended).toBe(true);
    expect(handle.current).toBeNull();
    expect(info).toHaveBeenCalledWith(expect.objectContaining({ limit: 'idle' }), expect.any(String));
    vi.restoreAllMocks();
  });

  it('the token rules end an administrator session at its absolute limit', async () => {
    vi.spyOn(log, 'info').mockImplementation(() => undefined);
    const handle = memorySession(admin({ startedAt: NOW - 43_200, lastActiveAt: NOW }));
    expect(await currentSession(handle, noRefresh, memoryStore(), rules(true))).toEqual({
      status: 'ended',
      reason: 'admin-max-age',
    });
    vi.restoreAllMocks();
  });

  it("re-seals an active administrator's cookie only when the recorded activity is a step old", async () => {
    const recent = memorySession(admin({ lastActiveAt: NOW - 30 }));
    const save = vi.spyOn(recent, 'save');
    expect(await currentSession(recent, noRefresh, memoryStore(), rules(true))).toMatchObject({
      status: 'active',
    });
    expect(save).not.toHaveBeenCalled();

    const stale = memorySession(admin({ lastActiveAt: NOW - 90 }));
    const state = await currentSession(stale, noRefresh, memoryStore(), rules(true));
    expect(state).toMatchObject({ status: 'active', data: { lastActiveAt: NOW } });
    expect(stale.current?.lastActiveAt).toBe(NOW);
  });

  it('keeps the activity when the refresh it waited for was run by a request that recorded none', async () => {
    const stale = admin({ lastActiveAt: NOW - 90, accessTokenExpiresAt: NOW - 1 });
    // The shared refresh hands back the session as the first request saw it: with the older activity.
    const sharedRefresh = () =>
      Promise.resolve({ ...stale, accessToken: 'new', accessTokenExpiresAt: NOW + 600 });
    const handle = memorySession(stale);
    const state = await currentSession(handle, sharedRefresh, memoryStore(), rules(true));
    expect(state).toMatchObject({ status: 'active', data: { accessToken: 'new', lastActiveAt: NOW } });
    expect(handle.current).toMatchObject({ accessToken: 'new', lastActiveAt: NOW });
  });

  it('does not count a check that is not activity (the session watcher) as activity', async () => {
    const handle = memorySession(admin({ lastActiveAt: NOW - 90 }));
    const save = vi.spyOn(handle, 'save');
    expect(await currentSession(handle, noRefresh, memoryStore(), rules(false))).toMatchObject({
      status: 'active',
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('never re-seals or ends a teacher session for activity', async () => {
    const handle = memorySession(teacher({ startedAt: NOW - 86_400, lastActiveAt: NOW - 86_400 }));
    const save = vi.spyOn(handle, 'save');
    expect(await currentSession(handle, noRefresh, memoryStore(), rules(true))).toMatchObject({
      status: 'active',
    });
    expect(save).not.toHaveBeenCalled();
  });

  it('the proxy sends an idle administrator to /login with the way back and resets the cookie', () => {
    const idle = admin({ lastActiveAt: NOW - 1800 });
    expect(decideAccess('/admin/brugere/', '?side=2', idle, NOW, LIMITS)).toEqual({
      kind: 'redirect',
      location: '/login/?returnTo=%2Fadmin%2Fbrugere%2F%3Fside%3D2',
      logs: [],
      resetSession: true,
    });
    expect(decideAccess('/', '', idle, NOW, LIMITS)).toMatchObject({ kind: 'allow', resetSession: true });
    expect(decideAccess('/login/', '', idle, NOW, LIMITS).kind).toBe('allow');
    expect(decideAccess('/admin/brugere/', '', admin(), NOW, LIMITS).kind).toBe('allow');
    const quietTeacher = teacher({ lastActiveAt: NOW - 86_400 });
    expect(decideAccess('/min-profil/', '', quietTeacher, NOW, LIMITS)).toMatchObject({
      kind: 'allow',
      resetSession: false,
    });
  });
});
