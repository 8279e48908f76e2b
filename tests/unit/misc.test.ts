import { describe, expect, it } from 'vitest';
import { MESSAGES, emailField, requiredText } from '@/lib/validation';
import { parseEnv } from '@/server/env';
import {
  addressGroup,
  clientKeyOf,
  consumeLimit,
  LIMITS,
  resetLimits,
  TOO_MANY_MESSAGE,
} from '@/server/rate-limit';
import { localEnv } from '../../scripts/local-env.mjs';

describe('environment', () => {
  it('accepts the local stand-in configuration', () => {
    expect(parseEnv(localEnv()).CMS_SITE_ID).toBe('fonden');
  });

  it('names every missing or bad value in one clear message', () => {
    expect(() =>
      parseEnv({ ...localEnv(), SESSION_SECRET: 'short', CMS_BASE_URL: 'not a url', AUTH_ISSUER: undefined }),
    ).toThrow(/SESSION_SECRET: must be at least 32 characters[\s\S]*AUTH_ISSUER[\s\S]*CMS_BASE_URL/);
  });
});

describe('validation rules', () => {
  const first = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
    result.error?.issues[0]?.message;

  it('checks e-mails with the spec message', () => {
    expect(emailField.safeParse('laerer@example.dk').success).toBe(true);
    expect(first(emailField.safeParse('laerer@example'))).toBe(MESSAGES.email);
    expect(first(emailField.safeParse('laerer@example.d'))).toBe(MESSAGES.email);
    expect(first(emailField.safeParse(''))).toBe('Email er påkrævet');
  });

  it('fills the field name into the required message', () => {
    expect(first(requiredText('Navn').safeParse('   '))).toBe('Navn er påkrævet');
    expect(first(requiredText('Navn').safeParse(undefined))).toBe('Navn er påkrævet');
  });
});

describe('the client address behind proxies (TRUST_PROXY_HOPS)', () => {
  const request = (forwarded: string | undefined, socket = '10.0.0.9') =>
    ({
      headers: forwarded ? { 'x-forwarded-for': forwarded } : {},
      socket: { remoteAddress: socket },
    }) as never;

  it("believes no X-Forwarded-For by default: the client can write it, so the socket's address counts", () => {
    expect(clientKeyOf(request('1.2.3.4'), 0)).toBe('10.0.0.9');
  });

  it('takes the entry the trusted proxies added, not what the client wrote in front of it', () => {
    // The client forged "6.6.6.6"; the one trusted proxy appended the real address 1.2.3.4.
    expect(clientKeyOf(request('6.6.6.6, 1.2.3.4'), 1)).toBe('1.2.3.4');
    // Two trusted proxies: the client's address is the second entry from the right.
    expect(clientKeyOf(request('6.6.6.6, 1.2.3.4, 10.0.0.2'), 2)).toBe('1.2.3.4');
    expect(clientKeyOf(request(undefined), 1)).toBe('10.0.0.9');
  });

  it('counts an IPv6 client by its /64, and an IPv4 address written as IPv6 as the IPv4 address', () => {
    expect(addressGroup('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64');
    expect(addressGroup('2001:db8:1:2::1')).toBe(addressGroup('2001:0db8:0001:0002:ffff::9'));
    expect(addressGroup('2001:db8:1:3::1')).not.toBe(addressGroup('2001:db8:1:2::1'));
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('::ffff:10.0.0.9')).toBe('10.0.0.9');
    expect(addressGroup('10.0.0.9')).toBe('10.0.0.9');
    expect(clientKeyOf(request('6.6.6.6, 2001:db8:5:6:7:8:9:a'), 1)).toBe('2001:db8:5:6::/64');
  });
});

describe('rate limits', () => {
  it('allows a budget per key, refuses beyond it with the wait, and keeps keys apart', async () => {
    resetLimits();
    const outcomes = await Promise.all(
      Array.from({ length: LIMITS.attendeeSignup.points + 1 }, () => consumeLimit('attendeeSignup', 'ip-a')),
    );
    expect(outcomes.filter((o) => o.allowed)).toHaveLength(LIMITS.attendeeSignup.points);
    const refused = outcomes.at(-1);
    expect(refused).toMatchObject({ allowed: false });
    expect(refused && !refused.allowed && refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(await consumeLimit('attendeeSignup', 'ip-b')).toEqual({ allowed: true });
    expect(TOO_MANY_MESSAGE(30)).toBe('For mange forsøg. Vent 30 sekunder, og prøv igen.');
  });
});
