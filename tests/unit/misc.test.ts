import { describe, expect, it } from 'vitest';
import { MESSAGES, emailField, emailListField, requiredText } from '@/lib/validation';
import { parseEnv } from '@/server/env';
import { RateLimiter } from '@/server/rate-limit';
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

  it('accepts a comma-separated list of e-mails in the list variant', () => {
    expect(emailListField.safeParse('a@b.dk, c@d.com').success).toBe(true);
    expect(first(emailListField.safeParse('a@b.dk, nej'))).toBe(MESSAGES.email);
  });

  it('fills the field name into the required message', () => {
    expect(first(requiredText('Navn').safeParse('   '))).toBe('Navn er påkrævet');
    expect(first(requiredText('Navn').safeParse(undefined))).toBe('Navn er påkrævet');
  });
});

describe('rate limit for public sign-ups', () => {
  it('allows a burst, refuses beyond it, and refills over time', () => {
    const limiter = new RateLimiter(3, 60);
    const t = 1_000_000;
    expect([1, 2, 3, 4].map(() => limiter.take('ip', t))).toEqual([true, true, true, false]);
    expect(limiter.take('other-ip', t)).toBe(true);
    expect(limiter.take('ip', t + 1000)).toBe(true);
  });
});
