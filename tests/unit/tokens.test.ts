import { afterEach, describe, expect, it, vi } from 'vitest';
import { endSessionEverywhere } from '@/server/auth/ended-sessions';
import { memorySession, type SessionData } from '@/server/auth/session';
import { currentSession } from '@/server/auth/tokens';
import { log } from '@/server/log';
import { memoryStore } from '@/server/shared/store';

const now = () => Math.floor(Date.now() / 1000);
const data = (overrides: Partial<SessionData> = {}): SessionData => ({
  sid: `sid-${Math.random()}`,
  accessToken: 'old-access',
  refreshToken: 'old-refresh',
  accessTokenExpiresAt: now() + 1800,
  refreshTokenExpiresAt: now() + 86_400,
  user: { sub: 'u', email: 'laerer@example.dk', name: 'Mette' },
  permissions: [],
  startedAt: now(),
  lastActiveAt: now(),
  ...overrides,
});
const refreshed = (d: SessionData) =>
  Promise.resolve({
    ...d,
    accessToken: 'new-access',
    refreshToken: 'new-refresh',
    accessTokenExpiresAt: now() + 1800,
  });

afterEach(() => vi.restoreAllMocks());

describe('session rules (reading A)', () => {
  it('keeps a session whose access token is still valid, without refreshing', async () => {
    const refresh = vi.fn(refreshed);
    const state = await currentSession(memorySession(data()), refresh);
    expect(state.status).toBe('active');
    expect(refresh).not.toHaveBeenCalled();
  });

  it('refreshes an expired access token and saves the new tokens', async () => {
    const session = memorySession(data({ accessTokenExpiresAt: now() - 1 }));
    const state = await currentSession(session, refreshed);
    expect(state).toMatchObject({ status: 'active', data: { accessToken: 'new-access' } });
    expect(session.current?.refreshToken).toBe('new-refresh');
  });

  it('refreshes once for many parallel requests of one session (single flight)', async () => {
    const stale = data({ accessTokenExpiresAt: now() - 1 });
    const refresh = vi.fn(
      (d: SessionData) =>
        new Promise<SessionData>((resolve) => setTimeout(() => void refreshed(d).then(resolve), 20)),
    );
    const states = await Promise.all(
      [1, 2, 3, 4].map(() => currentSession(memorySession({ ...stale }), refresh)),
    );
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(states.every((s) => s.status === 'active' && s.data.accessToken === 'new-access')).toBe(true);
  });

  it('refreshes once more, and saves once, when the outcome it got (a remembered one) has lapsed already', async () => {
    const session = memorySession(data({ accessTokenExpiresAt: now() - 60 }));
    const save = vi.spyOn(session, 'save');
    const refresh = vi
      .fn<(d: SessionData) => Promise<SessionData>>()
      .mockResolvedValueOnce({
        ...data(),
        accessToken: 'remembered-access',
        refreshToken: 'current-refresh',
        accessTokenExpiresAt: now() - 5,
      })
      .mockImplementationOnce(refreshed);
    const state = await currentSession(session, refresh, memoryStore());
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(refresh.mock.calls[1]?.[0].refreshToken).toBe('current-refresh');
    expect(state).toMatchObject({ status: 'active', data: { accessToken: 'new-access' } });
    expect(save).toHaveBeenCalledTimes(1);
  });

  it('resets the session when the identity provider refuses the grant (invalid_grant)', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const session = memorySession(data({ accessTokenExpiresAt: now() - 1 }));
    // openid-client's refusal carries the OAuth error code as `error`.
    const refused = Object.assign(new Error('grant refused'), { error: 'invalid_grant' });
    const state = await currentSession(session, () => Promise.reject(refused));
    expect(state).toEqual({ status: 'ended', reason: 'refresh-failed' });
    expect(session.current).toBeNull();
  });

  it('keeps the session, and asks to try again, when the identity provider times out or fails (5xx)', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const stale = data({ accessTokenExpiresAt: now() - 1, sid: 'sid-temporary' });
    const session = memorySession(stale);
    const state = await currentSession(session, () =>
      Promise.reject(Object.assign(new Error('timeout'), { name: 'TimeoutError' })),
    );
    expect(state).toEqual({ status: 'unavailable', data: stale, reason: 'identity-provider' });
    expect(session.current).toEqual(stale);
  });

  it('is no session once it was logged out on any instance', async () => {
    const store = memoryStore();
    await endSessionEverywhere(store, 'sid-ended', now() + 3600);
    const session = memorySession(data({ sid: 'sid-ended' }));
    expect(await currentSession(session, refreshed, store)).toEqual({
      status: 'ended',
      reason: 'logged-out',
    });
    expect(session.current).toBeNull();
  });

  it('resets the session when the access token expired and there is no refresh token', async () => {
    const session = memorySession(data({ accessTokenExpiresAt: now() - 1, refreshToken: null }));
    expect(await currentSession(session, refreshed)).toEqual({ status: 'ended', reason: 'not-refreshable' });
    expect(session.ended).toBe(true);
  });

  it("aborts with the spec's message when both tokens have expired", async () => {
    const warn = vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const session = memorySession(
      data({ accessTokenExpiresAt: now() - 100, refreshTokenExpiresAt: now() - 1 }),
    );
    expect(await currentSession(session, refreshed)).toEqual({ status: 'ended', reason: 'both-expired' });
    expect(warn).toHaveBeenCalledWith(
      expect.anything(),
      'Both token and refresh token have expired. Your request was aborted.',
    );
    expect(session.current).toBeNull();
  });
});
