import { describe, expect, it } from 'vitest';
import { headerScriptProps, headerScriptsAllowedOn, isHeaderScript } from '@/lib/header-scripts';
import { parseEnv } from '@/server/env';
import {
  contentSecurityPolicy,
  HSTS,
  newNonce,
  nonceOf,
  policyInputs,
  securityHeaders,
  type PolicyInputs,
} from '@/server/security-headers';

const NONCE = 'AAECAwQFBgcICQoLDA0ODw==';
const inputs: PolicyInputs = {
  siteUrl: 'https://www.fis-fonden.dk',
  authIssuer: 'https://login.fis-fonden.dk/idp',
  imageCdnUrl: 'https://fonden.imgix.net/media',
  search: { appId: 'ABC123', host: null },
  tracking: { analyticsId: null, cookieConsentId: null, privacyAnalyticsDomain: null },
  dev: false,
};

/** The policy as directive name → its sources. */
const directives = (policy: string) =>
  new Map(
    policy.split('; ').map((directive) => {
      const [name = '', ...sources] = directive.split(' ');
      return [name, sources];
    }),
  );

describe('the Content-Security-Policy', () => {
  it('admits scripts by nonce and what they load (strict-dynamic), with fallbacks older browsers use', () => {
    const policy = directives(contentSecurityPolicy(NONCE, inputs));
    expect(policy.get('script-src')).toEqual([
      `'nonce-${NONCE}'`,
      "'strict-dynamic'",
      'https:',
      "'unsafe-inline'",
    ]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'none'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('names each origin the site uses: identity provider, image CDN, search service, video player', () => {
    const policy = directives(contentSecurityPolicy(NONCE, inputs));
    expect(policy.get('form-action')).toEqual(["'self'", 'https://login.fis-fonden.dk']);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'https://fonden.imgix.net']);
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://abc123-dsn.algolia.net',
      'https://abc123.algolia.net',
      'https://abc123-1.algolianet.com',
      'https://abc123-2.algolianet.com',
      'https://abc123-3.algolianet.com',
    ]);
    expect(policy.get('frame-src')).toEqual(['https://www.youtube-nocookie.com']);
    const selfHosted = directives(
      contentSecurityPolicy(NONCE, { ...inputs, search: { appId: 'x', host: 'http://127.0.0.1:4110/' } }),
    );
    expect(selfHosted.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:4110']);
  });

  it('admits a tracker only when it is configured', () => {
    const policy = contentSecurityPolicy(NONCE, {
      ...inputs,
      tracking: { analyticsId: 'GTM-1', cookieConsentId: 'cb', privacyAnalyticsDomain: 'fis.dk' },
    });
    const parsed = directives(policy);
    expect(parsed.get('connect-src')).toEqual(
      expect.arrayContaining([
        'https://*.google-analytics.com',
        'https://plausible.io',
        'https://consent.cookiebot.com',
      ]),
    );
    expect(parsed.get('frame-src')).toEqual([
      'https://www.youtube-nocookie.com',
      'https://consentcdn.cookiebot.com',
    ]);
    expect(parsed.get('img-src')).toEqual(expect.arrayContaining(['https://*.google-analytics.com']));
    const plain = contentSecurityPolicy(NONCE, inputs);
    expect(plain).not.toMatch(/google|plausible|cookiebot/);
  });

  it('allows eval and the hot-reload websocket under `next dev` only', () => {
    const dev = directives(contentSecurityPolicy(NONCE, { ...inputs, dev: true }));
    expect(dev.get('script-src')).toContain("'unsafe-eval'");
    expect(dev.get('connect-src')).toContain('ws:');
    const production = contentSecurityPolicy(NONCE, inputs);
    expect(production).not.toContain('unsafe-eval');
    expect(production).not.toContain('ws:');
    // The test runner is not `next dev`: the site's own inputs are production's.
    expect(policyInputs(parseEnv(process.env)).dev).toBe(false);
  });

  it('refuses a nonce that is not base64, so nothing can be smuggled into the header', () => {
    expect(() => contentSecurityPolicy("x'; script-src *", inputs)).toThrow();
    expect(() => contentSecurityPolicy('', inputs)).toThrow();
  });

  it("is the same policy for the same inputs, with each response's own nonce in it once", () => {
    const other = 'EBESExQVFhcYGRobHB0eHw==';
    const first = contentSecurityPolicy(NONCE, inputs);
    const second = contentSecurityPolicy(other, { ...inputs, search: { ...inputs.search } });
    expect(second).toBe(first.replace(NONCE, other));
    expect(second.split(other)).toHaveLength(2);
    expect(second).not.toContain(NONCE);
    // Kept per set of inputs: another input is another policy, not the first one's.
    const withHost = contentSecurityPolicy(other, {
      ...inputs,
      search: { appId: 'ABC123', host: 'http://localhost:4010/search' },
    });
    expect(directives(withHost).get('connect-src')).toEqual(["'self'", 'http://localhost:4010']);
  });

  it('gives the nonce back as Next reads it, from script-src only', () => {
    expect(nonceOf(contentSecurityPolicy(NONCE, inputs))).toBe(NONCE);
    expect(nonceOf("style-src 'nonce-abc'")).toBeNull();
    expect(nonceOf(null)).toBeNull();
  });
});

describe('the other security headers', () => {
  it('sends Strict-Transport-Security only for an https site, and Cross-Origin-Opener-Policy always', () => {
    expect(securityHeaders(NONCE, inputs)).toMatchObject({
      'strict-transport-security': HSTS,
      'cross-origin-opener-policy': 'same-origin',
    });
    expect(HSTS).toBe('max-age=31536000; includeSubDomains');
    const local = securityHeaders(NONCE, { ...inputs, siteUrl: 'http://localhost:3000' });
    expect(local['strict-transport-security']).toBeUndefined();
    expect(local['cross-origin-opener-policy']).toBe('same-origin');
  });
});

describe('nonces', () => {
  it('are fresh: 128 random bits, base64', () => {
    const seen = new Set(Array.from({ length: 100 }, newNonce));
    expect(seen.size).toBe(100);
    for (const nonce of seen) expect(atob(nonce)).toHaveLength(16);
  });
});

describe('header script elements', () => {
  it("keep their own attributes and gain only the response's nonce", () => {
    expect(
      headerScriptProps(
        {
          id: 'c',
          src: null,
          code: 'x()',
          attributes: { type: 'text/plain', 'data-cookieconsent': 'statistics' },
        },
        NONCE,
      ),
    ).toEqual({ id: 'c', type: 'text/plain', 'data-cookieconsent': 'statistics', nonce: NONCE });
    expect(
      headerScriptProps(
        {
          id: null,
          src: 'https://cdn.example.dk/a.js',
          code: '',
          attributes: { async: '', defer: '', nomodule: '', crossorigin: '', referrerpolicy: 'bogus' },
        },
        NONCE,
      ),
    ).toEqual({
      src: 'https://cdn.example.dk/a.js',
      async: true,
      defer: true,
      noModule: true,
      crossOrigin: 'anonymous',
      nonce: NONCE,
    });
  });

  it('are never rendered in the admin area', () => {
    expect(headerScriptsAllowedOn('/admin')).toBe(false);
    expect(headerScriptsAllowedOn('/admin/oversigt')).toBe(false);
    expect(headerScriptsAllowedOn('/[[...slug]]')).toBe(true);
    expect(headerScriptsAllowedOn('/min-profil/konto')).toBe(true);
    expect(headerScriptsAllowedOn('/administration-guide')).toBe(true);
  });

  it('are read back from the page props only in their full shape', () => {
    expect(isHeaderScript({ id: null, src: null, code: 'x', attributes: { type: 'module' } })).toBe(true);
    expect(isHeaderScript({ id: null, src: null, code: 'x' })).toBe(false);
    expect(isHeaderScript({ id: null, src: null, code: 'x', attributes: { async: true } })).toBe(false);
  });
});
