import { describe, expect, it } from 'vitest';
import { pathSegment } from '@/server/upstream/product-api';

describe('pathSegment (a product API path segment)', () => {
  it('keeps a separator, a dot segment or a query inside its segment', () => {
    expect(pathSegment('../../user/GetUser?email=a@b.dk#x')).toBe(
      '..%2F..%2Fuser%2FGetUser%3Femail%3Da%40b.dk%23x',
    );
  });

  it('turns a lone surrogate into U+FFFD instead of throwing, and keeps real pairs', () => {
    expect(() => encodeURIComponent('a\uD800b')).toThrow(URIError);
    expect(pathSegment('a\uD800b')).toBe('a%EF%BF%BDb');
    expect(pathSegment('\uDFFFx\uD83D')).toBe('%EF%BF%BDx%EF%BF%BD');
    expect(pathSegment('🙂')).toBe('%F0%9F%99%82');
  });
});
