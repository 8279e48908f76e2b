import { describe, expect, it } from 'vitest';
import { decideAccess, ONLY_ADMIN_MESSAGE, TEACHERS_LOUNGE_MESSAGE } from '@/server/auth/access';
import type { SessionData } from '@/server/auth/session';
import { BOTH_EXPIRED_MESSAGE } from '@/server/auth/tokens';

const NOW = 1_800_000_000;
const session = (permissions: string[] = [], overrides: Partial<SessionData> = {}): SessionData => ({
  sid: 's',
  accessToken: 'a',
  refreshToken: 'r',
  accessTokenExpiresAt: NOW + 600,
  refreshTokenExpiresAt: NOW + 86_400,
  user: { sub: 'u', email: 'laerer@example.dk', name: 'L' },
  permissions,
  startedAt: NOW - 60,
  lastActiveAt: NOW - 60,
  ...overrides,
});
const teacher = session();
const admin = session(['role:admin']);
const decide = (path: string, s: SessionData | null, search = '') => decideAccess(path, search, s, NOW);

describe('route access rules', () => {
  it('lets anybody see public content, including /min-profil-guide/', () => {
    for (const s of [null, teacher, admin]) {
      expect(decide('/', s).kind).toBe('allow');
      expect(decide('/min-profil-guide/', s).kind).toBe('allow');
      expect(decide('/administration-af-skoler/', s).kind).toBe('allow');
    }
  });

  it('sends a visitor without a session from a protected path to /login with the way back', () => {
    expect(decide('/min-profil/konto/', null, '?tab=1')).toMatchObject({
      kind: 'redirect',
      location: '/login/?returnTo=%2Fmin-profil%2Fkonto%2F%3Ftab%3D1',
    });
    expect(decide('/admin/oversigt/', null)).toMatchObject({
      kind: 'redirect',
      location: '/login/?returnTo=%2Fadmin%2Foversigt%2F',
    });
  });

  it('sends a logged-in person away from /login: teachers to /min-profil, admins to their overview', () => {
    expect(decide('/login/', teacher)).toMatchObject({ kind: 'redirect', location: '/min-profil/' });
    expect(decide('/login/', admin)).toMatchObject({ kind: 'redirect', location: '/admin/oversigt/' });
    expect(decide('/login/', null).kind).toBe('allow');
  });

  it('refuses a teacher on an admin path with the spec log message and /login', () => {
    expect(decide('/admin/events/', teacher)).toEqual({
      kind: 'redirect',
      location: '/login/',
      logs: [ONLY_ADMIN_MESSAGE],
      resetSession: false,
    });
  });

  it('refuses an admin in the teachers lounge with the spec log message and /admin/', () => {
    expect(decide('/min-profil/', admin)).toMatchObject({
      location: '/admin/',
      logs: [TEACHERS_LOUNGE_MESSAGE],
    });
  });

  it('leads /admin/ to /admin/oversigt/ for an admin and lets them use the admin screens', () => {
    expect(decide('/admin/', admin)).toMatchObject({ kind: 'redirect', location: '/admin/oversigt/' });
    expect(decide('/admin/events/', admin).kind).toBe('allow');
    expect(decide('/min-profil/konto/', teacher).kind).toBe('allow');
  });

  it('treats a session whose refresh token expired as logged out and resets it, logging when both expired', () => {
    const both = session([], { accessTokenExpiresAt: NOW - 10, refreshTokenExpiresAt: NOW - 1 });
    expect(decide('/min-profil/', both)).toMatchObject({
      kind: 'redirect',
      resetSession: true,
      logs: [BOTH_EXPIRED_MESSAGE],
    });
    expect(decide('/', both)).toMatchObject({ kind: 'allow', resetSession: true });
  });

  it('still counts an expired access token with a live refresh token as logged in (the loader refreshes)', () => {
    expect(decide('/min-profil/', session([], { accessTokenExpiresAt: NOW - 10 })).kind).toBe('allow');
  });
});
