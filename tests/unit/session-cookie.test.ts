import { sealData } from 'iron-session';
import { describe, expect, it } from 'vitest';
import { readSessionCookie, sealExpiry } from '@/server/auth/session-cookie';
import type { SessionData } from '@/server/auth/session';
import { env } from '@/server/env';

const data = (sid: string): SessionData => ({
  sid,
  accessToken: `access-${sid}`,
  refreshToken: null,
  accessTokenExpiresAt: 2_000_000_000,
  refreshTokenExpiresAt: 2_000_000_000,
  user: { sub: sid, email: `${sid}@example.dk`, name: 'Mette' },
  permissions: [],
  startedAt: 1_700_000_000,
  lastActiveAt: 1_700_000_000,
});

const seal = (value: unknown, ttl = 3600) => sealData(value, { password: env().SESSION_SECRET, ttl });

describe('readSessionCookie', () => {
  it('opens a sealed session and gives the same answer for the same cookie without opening it again', async () => {
    const cookie = await seal(data('a'));
    const first = await readSessionCookie(cookie);
    expect(first?.sid).toBe('a');
    expect(await readSessionCookie(cookie)).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('refuses a missing, forged or tampered cookie, and one that is not a session', async () => {
    const cookie = await seal(data('b'));
    expect(await readSessionCookie(undefined)).toBeNull();
    expect(await readSessionCookie('Fe26.2**nonsense')).toBeNull();
    expect(await readSessionCookie(cookie.replace(/\*([^*]{4})/, '*AAAA'))).toBeNull();
    expect(await readSessionCookie(await seal({ hello: 'world' }))).toBeNull();
    const sealedElsewhere = await sealData(data('c'), { password: 'x'.repeat(40), ttl: 3600 });
    expect(await readSessionCookie(sealedElsewhere)).toBeNull();
  });

  it('reads the expiry iron wrote into the seal (a remembered cookie is never kept past it)', async () => {
    const cookie = await seal(data('d'), 3600);
    const expiry = sealExpiry(cookie);
    expect(expiry).toBeGreaterThan(Date.now() + 3_500_000);
    expect(expiry).toBeLessThanOrEqual(Date.now() + 3_600_000);
    expect(sealExpiry('not a seal')).toBeNull();
  });
});
