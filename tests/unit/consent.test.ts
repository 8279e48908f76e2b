import { describe, expect, it } from 'vitest';
import { CONSENT_DEFAULTS, consentUpdate } from '@/lib/client/consent';
import { lockedPolicy } from '@/lib/client/tracker-lock';
import { contentSecurityPolicy, policyInputs } from '@/server/security-headers';
import { parseEnv } from '@/server/env';
import { trackingWarning } from '@/server/tracking-settings';

const tracking = { analyticsId: 'GTM-1', cookieConsentId: 'cb', privacyAnalyticsDomain: 'fis.dk' };
const config = { search: { appId: 'FISAPP01', host: null }, imageCdnUrl: 'https://fis.imgix.net/x' };
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `)) ?? '';

describe('Consent Mode (docs/decisions/0028)', () => {
  it('denies everything by default and waits for the consent platform', () => {
    const { wait_for_update, ...categories } = CONSENT_DEFAULTS;
    expect(wait_for_update).toBeGreaterThan(0);
    expect(Object.keys(categories)).toEqual(
      expect.arrayContaining(['ad_storage', 'ad_user_data', 'ad_personalization', 'analytics_storage']),
    );
    expect(new Set(Object.values(categories))).toEqual(new Set(['denied']));
  });

  it("grants analytics storage for Cookiebot's statistics only", () => {
    const update = consentUpdate({ necessary: true, statistics: true, marketing: false, preferences: false });
    expect(update.analytics_storage).toBe('granted');
    expect(update.ad_storage).toBe('denied');
    expect(update.ad_user_data).toBe('denied');
    expect(consentUpdate({ statistics: false }).analytics_storage).toBe('denied');
  });
});

describe('the lock after a withdrawal (docs/decisions/0028)', () => {
  const lock = lockedPolicy({ nonce: 'AAAAAAAAAAAAAAAAAAAAAA==', config, tracking, dev: false });

  it('names no host of the tag manager or of what it loads, and no strict-dynamic', () => {
    expect(lock).not.toMatch(/google|'strict-dynamic'|https:(\s|;|$)|\*(\s|;|$)/);
    expect(directive(lock, 'script-src')).toBe(
      "script-src 'self' 'nonce-AAAAAAAAAAAAAAAAAAAAAA==' https://consent.cookiebot.com https://consentcdn.cookiebot.com https://plausible.io",
    );
  });

  it('keeps what the page itself needs: the search service, the image CDN, the video frame, the consent platform and the privacy analytics', () => {
    expect(directive(lock, 'connect-src')).toContain("'self' https://fisapp01-dsn.algolia.net");
    expect(directive(lock, 'connect-src')).toContain('https://plausible.io');
    expect(directive(lock, 'img-src')).toBe(
      "img-src 'self' data: https://fis.imgix.net https://imgsct.cookiebot.com",
    );
    expect(directive(lock, 'frame-src')).toContain('https://www.youtube-nocookie.com');
  });

  it("admits, of the server's policy, only what the lock admits too (so the page keeps working)", () => {
    const env = parseEnv({
      ...process.env,
      SEARCH_HOST: undefined,
      SEARCH_APP_ID: 'FISAPP01',
      IMAGE_CDN_URL: 'https://fis.imgix.net/x',
    });
    const server = contentSecurityPolicy('AAAAAAAAAAAAAAAAAAAAAA==', policyInputs(env, tracking));
    for (const name of ['connect-src', 'img-src', 'frame-src']) {
      const serverSources = directive(server, name).split(' ').slice(1);
      const lockSources = directive(lock, name).split(' ').slice(1);
      const withoutTagManager = serverSources.filter((source) => !/google/.test(source));
      expect(lockSources, name).toEqual(withoutTagManager);
    }
  });
});

describe('a tag manager without a consent platform', () => {
  it('is named in one warning at boot, and only then', () => {
    expect(trackingWarning({ ANALYTICS_ID: 'GTM-1', COOKIE_CONSENT_ID: undefined })).toMatch(
      /ANALYTICS_ID is set without COOKIE_CONSENT_ID/,
    );
    expect(trackingWarning({ ANALYTICS_ID: 'GTM-1', COOKIE_CONSENT_ID: 'cb' })).toBeNull();
    expect(trackingWarning({ ANALYTICS_ID: undefined, COOKIE_CONSENT_ID: undefined })).toBeNull();
  });
});
