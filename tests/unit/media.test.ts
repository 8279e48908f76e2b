import { describe, expect, it } from 'vitest';
import { cdnUrl, mediaPath } from '@/lib/media';

describe('media URLs', () => {
  it('strips scheme and host and keeps the path', () => {
    expect(mediaPath('https://cms.example.dk/media/ab12/skole.jpg?x=1')).toBe('/media/ab12/skole.jpg');
    expect(mediaPath('/media/ab12/skole.jpg')).toBe('/media/ab12/skole.jpg');
  });

  it('serves media through the CDN with the spec defaults: fit max, width 570, quality 70, enhance, automatic format', () => {
    const url = new URL(
      cdnUrl('http://localhost:4010/cms/media/ab12/skole.jpg', 'http://localhost:4010/cdn'),
    );
    expect(url.pathname).toBe('/cdn/ab12/skole.jpg');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      w: '570',
      q: '70',
      fit: 'max',
      auto: 'format,enhance',
    });
  });

  it('lets a caller ask for other sizes and a device pixel ratio', () => {
    const url = new URL(
      cdnUrl('/media/ab12/skole.jpg', 'https://img.example.dk/', { w: 1140, h: 600, dpr: 2 }),
    );
    expect(url.pathname).toBe('/ab12/skole.jpg');
    expect(url.searchParams.get('w')).toBe('1140');
    expect(url.searchParams.get('h')).toBe('600');
    expect(url.searchParams.get('dpr')).toBe('2');
  });
});
