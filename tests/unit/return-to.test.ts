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
});
