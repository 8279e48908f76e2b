import { describe, expect, it } from 'vitest';
import { cdnUrl, imageSources, mediaPath } from '@/lib/media';

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

  it('tells an explicitly empty parameter from a missing one (the default width)', () => {
    const media = '/media/ab12/skole.jpg';
    expect(new URL(cdnUrl(media, 'https://img.example.dk')).searchParams.get('w')).toBe('570');
    expect(new URL(cdnUrl(media, 'https://img.example.dk', { w: undefined })).searchParams.has('w')).toBe(
      false,
    );
    expect(new URL(cdnUrl(media, 'https://img.example.dk')).searchParams.get('w')).toBe('570');
  });
});

describe('image sources', () => {
  const cdn = 'https://img.example.dk';
  const q = 'q=70&fit=max&auto=format%2Cenhance';

  it('gives the src at 570 wide, a srcset up to the image width and the drawn size in its own ratio', () => {
    const sources = imageSources(
      { Url: '/media/ab12/skole.jpg', Width: 1000, Height: 500 },
      cdn,
      [320, 570, 800, 1140],
    );
    expect(sources).toEqual({
      src: `${cdn}/ab12/skole.jpg?w=570&${q}`,
      srcSet: [320, 570, 800].map((w) => `${cdn}/ab12/skole.jpg?w=${w}&${q} ${w}w`).join(', '),
      width: 570,
      height: 285,
    });
  });

  it('crops to the asked ratio, and draws a small image at its own width', () => {
    const cropped = imageSources({ Url: '/media/x.jpg', Width: 2000, Height: 500 }, cdn, [320, 570], 16 / 9);
    expect(cropped.src).toBe(`${cdn}/x.jpg?w=570&h=321&q=70&fit=crop&auto=format%2Cenhance`);
    expect(cropped.height).toBe(321);
    const small = imageSources({ Url: '/media/y.jpg', Width: 200, Height: 100 }, cdn, [320, 570]);
    expect(small).toMatchObject({ srcSet: `${cdn}/y.jpg?w=200&${q} 200w`, width: 200, height: 100 });
    // Without a size from the CMS: the largest candidate bounds it, drawn 16:9.
    expect(imageSources({ Url: '/media/z.jpg' }, cdn, [320, 570])).toMatchObject({ width: 570, height: 321 });
  });

  it('is worked out once per image and drawing: the next render gets the same answer', () => {
    const media = { Url: '/media/ab12/skole.jpg', Width: 1000, Height: 500 };
    const first = imageSources(media, cdn, [320, 570]);
    expect(imageSources({ ...media }, cdn, [320, 570])).toBe(first);
    expect(imageSources(media, cdn, [320, 570], 1)).not.toBe(first);
    expect(imageSources(media, 'https://other.example.dk', [320, 570]).src).toContain('other.example.dk');
  });
});
