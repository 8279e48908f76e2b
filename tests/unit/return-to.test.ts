import { describe, expect, it } from 'vitest';
import { safeReturnTo } from '@/server/auth/return-to';

describe('returnTo after login', () => {
  it('keeps a relative path with its query and hash', () => {
    expect(safeReturnTo('/min-profil/konto/?x=1#a')).toBe('/min-profil/konto/?x=1#a');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/path',
    '/\\evil.example',
    'javascript:alert(1)',
    'min-profil',
    '/\u0000x',
    '/a\nb',
    '/a\tb',
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E//evil.example',
    '/a/..//evil.example',
    '/a/%2e%2e//evil.example',
    '/\t/evil.example',
    '/\n/evil.example',
    'http://evil.example',
    'HTTPS://evil.example/min-profil/',
    '',
    undefined,
    ['/a', '/b'],
  ])('falls back to /min-profil for %j', (value) => {
    expect(safeReturnTo(value)).toBe('/min-profil');
  });

  it('keeps percent-encoded characters encoded, so they cannot split a header', () => {
    expect(safeReturnTo('/%0d%0aSet-Cookie:x')).toBe('/%0d%0aSet-Cookie:x');
  });

  it('uses the given fallback', () => {
    expect(safeReturnTo('https://x.y', '/')).toBe('/');
  });

  it('is idempotent: a checked destination checks to itself, and never to a path a browser reads as another host', () => {
    const inputs = [
      '/min-profil/',
      '/a/../b/?q=1#x',
      '/.//evil.example',
      '/%2e//evil.example',
      '/a/..//x',
      '/x/./y',
    ];
    for (const input of inputs) {
      const once = safeReturnTo(input);
      expect(safeReturnTo(once)).toBe(once);
      expect(once.startsWith('//')).toBe(false);
      expect(new URL(once, 'https://site.example').origin).toBe('https://site.example');
    }
  });
});
