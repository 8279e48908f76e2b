import { afterEach, describe, expect, it, vi } from 'vitest';
import { memorySession, type SessionData } from '@/server/auth/session';
import { currentSession } from '@/server/auth/tokens';
import { log } from '@/server/log';

const now = () => Math.floor(Date.now() / 1000);
const data = (overrides: Partial<SessionData> = {}): SessionData => ({
  sid: `sid-${Math.random()}`,
  accessToken: 'old-access',
  refreshToken: 'old-refresh',
  accessTokenExpiresAt: now() + 1800,
  refreshTokenExpiresAt: now() + 86_400,
  user: { sub: 'u', email: 'laerer@example.dk', name: 'Mette' },
  permissions: [],
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

  it('resets the session when the refresh fails', async () => {
    vi.spyOn(log, 'warn').mockImplementation(() => undefined);
    const session = memorySession(data({ accessTokenExpiresAt: now() - 1 }));
    const state = await currentSession(session, () => Promise.reject(new Error('invalid_grant')));
    expect(state).toEqual({ status: 'ended', reason: 'refresh-failed' });
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
