import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findMediaByPath, findMediaByUdi, mediaFile } from '../../prisma-free-mock/src/media/files';
import { MEDIA } from '../../prisma-free-mock/src/seed/media';
import type { RunningMock } from '../../prisma-free-mock/src/server';
import { json, startMock } from './harness';

let mock: RunningMock;
beforeAll(async () => {
  mock = await startMock();
});
afterAll(() => mock.close());

/** `/media/ab12cd34/x.jpg` → `/cdn/ab12cd34/x.jpg`, percent-encoded as a browser would send it. */
const cdn = (path: string, query = '') =>
  `${mock.origin}/cdn${encodeURI(path.slice('/media'.length))}${query ? `?${query}` : ''}`;
const HERO = MEDIA.heroFront;

async function image(url: string, accept = 'image/*') {
  const response = await fetch(url, { headers: { accept } });
  const body = Buffer.from(await response.arrayBuffer());
  const meta = response.ok ? await sharp(body).metadata() : null;
  return { response, body, width: meta?.width, height: meta?.height, format: meta?.format };
}

describe('Media files', () => {
  it('paints a JPEG of the catalogue’s size, the same bytes every time', async () => {
    const file = await mediaFile(HERO);
    expect(file.contentType).toBe('image/jpeg');
    expect([...file.body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(file.body).metadata()).toMatchObject({ width: 1600, height: 900, format: 'jpeg' });
    expect(await mediaFile(HERO)).toBe(file);
  });

  it('writes a PDF whose cross-reference offsets point at its objects, with Danish letters in WinAnsi', async () => {
    const file = await mediaFile(MEDIA.materialPdfE);
    const text = file.body.toString('latin1');
    expect(file.contentType).toBe('application/pdf');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.trimEnd().endsWith('%%EOF')).toBe(true);
    const startxref = Number(/startxref\n(\d+)\n%%EOF/.exec(text)?.[1]);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    const entries = text.slice(startxref).split('\n').slice(3, 10);
    entries.forEach((entry, i) => {
      const offset = Number(entry.slice(0, 10));
      expect(text.slice(offset, offset + `${i + 1} 0 obj`.length)).toBe(`${i + 1} 0 obj`);
    });
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const streamStart = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(streamStart + length, streamStart + length + 'endstream'.length)).toBe('endstream');
    expect(text).toContain('(Brev til for\\346ldre \\(PDF\\)) Tj');
    expect(text).toContain('/Encoding /WinAnsiEncoding');
  });

  it('draws SVG logos in the catalogue’s colours with the name as title', async () => {
    const file = await mediaFile(MEDIA.logoPrimary);
    const svg = file.body.toString('utf8');
    expect(file.contentType).toBe('image/svg+xml');
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="240" height="64"/);
    expect(svg).toContain('<title>Fonden for Iværksætteri i Skolen</title>');
    expect(svg).toContain(MEDIA.logoPrimary.colors[0]);
    expect(await sharp(file.body).metadata()).toMatchObject({ format: 'svg', width: 240, height: 64 });
    // The drawn name is the whole name, wrapped over as many lines as the height holds, never cut short.
    const drawn = [...svg.matchAll(/<tspan[^>]*>([^<]*)<\/tspan>/g)].map((match) => match[1]).join(' ');
    expect(drawn).toBe('Fonden for Iværksætteri i Skolen');
  });

  it('finds media by every form of its path and by UDI', () => {
    const slide = MEDIA.slide1;
    for (const path of [
      slide.path,
      encodeURI(slide.path),
      `/cms${encodeURI(slide.path)}`,
      `http://x.dk/cms${slide.path}`,
      slide.path.slice(6),
    ]) {
      expect(findMediaByPath(mock.store, path)?.udi).toBe(slide.udi);
    }
    expect(findMediaByPath(mock.store, '/media/none/nothing.jpg')).toBeUndefined();
    expect(findMediaByUdi(mock.store.state.seed.media, HERO.udi)?.path).toBe(HERO.path);
  });
});

describe('Image CDN: sizes', () => {
  it('scales to the width, keeping the aspect ratio (570 of 1600×900 is 570×321)', async () => {
    const result = await image(cdn(HERO.path, 'w=570'));
    expect(result.response.status).toBe(200);
    expect([result.width, result.height]).toEqual([570, 321]);
  });

  it('never enlarges with fit=max, the default', async () => {
    for (const query of ['w=3000', 'w=3000&fit=max']) {
      const result = await image(cdn(HERO.path, query));
      expect([result.width, result.height]).toEqual([1600, 900]);
    }
  });

  it('multiplies the size by dpr', async () => {
    const result = await image(cdn(HERO.path, 'w=570&dpr=2'));
    expect([result.width, result.height]).toEqual([1140, 641]);
  });

  it('fits inside w×h, and crops to exactly w×h with fit=crop', async () => {
    const inside = await image(cdn(HERO.path, 'w=400&h=400'));
    expect([inside.width, inside.height]).toEqual([400, 225]);
    const crop = await image(cdn(HERO.path, 'w=300&h=300&fit=crop'));
    expect([crop.width, crop.height]).toEqual([300, 300]);
  });
});

describe('Image CDN: formats and quality', () => {
  it('serves AVIF, then WebP, then the original JPEG by the Accept header with auto=format', async () => {
    const avif = await image(cdn(HERO.path, 'w=570&auto=format,enhance'), 'image/avif,image/webp,*/*');
    expect(avif.response.headers.get('content-type')).toBe('image/avif');
    expect(avif.body.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const webp = await image(cdn(HERO.path, 'w=570&auto=format'), 'image/webp,*/*');
    expect(webp.response.headers.get('content-type')).toBe('image/webp');
    expect(webp.format).toBe('webp');
    const jpeg = await image(cdn(HERO.path, 'w=570&auto=format'), '*/*');
    expect(jpeg.response.headers.get('content-type')).toBe('image/jpeg');
    expect(jpeg.format).toBe('jpeg');
    expect(avif.response.headers.get('vary')).toBe('Accept');
  });

  it('keeps the original format without auto=format, whatever the browser accepts', async () => {
    const result = await image(cdn(HERO.path, 'w=570'), 'image/avif,image/webp,*/*');
    expect(result.format).toBe('jpeg');
  });

  it('makes smaller files at lower quality', async () => {
    const low = await image(cdn(HERO.path, 'w=570&q=20'));
    const high = await image(cdn(HERO.path, 'w=570&q=95'));
    expect(low.body.length).toBeLessThan(high.body.length);
  });
});

describe('Image CDN: caching', () => {
  it('marks answers immutable with an ETag, and answers 304 to If-None-Match', async () => {
    const first = await fetch(cdn(HERO.path, 'w=320'));
    await first.arrayBuffer();
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const again = await fetch(cdn(HERO.path, 'w=320'), { headers: { 'if-none-match': etag ?? '' } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const other = await fetch(cdn(HERO.path, 'w=321'), { headers: { 'if-none-match': etag ?? '' } });
    expect(other.status).toBe(200);
  });
});

describe('Image CDN: other files', () => {
  it('serves SVG logos as they are', async () => {
    const response = await fetch(cdn(MEDIA.logoPrimary.path, 'w=100'));
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(await response.text()).toBe((await mediaFile(MEDIA.logoPrimary)).body.toString('utf8'));
  });

  it('passes PDFs through', async () => {
    const response = await fetch(cdn(MEDIA.materialPdfA.path));
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await response.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('finds paths with non-ASCII letters and the CMS form of the path', async () => {
    expect((await image(cdn(MEDIA.slide1.path, 'w=100'))).width).toBe(100);
    expect((await fetch(`${mock.origin}/cdn/cms${encodeURI(HERO.path)}?w=100`)).status).toBe(200);
  });
});

describe('Image CDN: errors', () => {
  it.each(['w=abc', 'w=0', 'dpr=9', 'q=0', 'q=101', 'fit=stretch', 'auto=magic', 'fm=bmp'])(
    'answers a readable 400 for %s',
    async (query) => {
      const response = await fetch(cdn(HERO.path, query));
      expect(response.status).toBe(400);
      expect((await json<{ error: string }>(response)).error).toMatch(/^Invalid request: \w+/);
    },
  );

  it('answers 404 for a path that is no media', async () => {
    expect((await fetch(`${mock.origin}/cdn/ffffffff/none.jpg?w=100`)).status).toBe(404);
    expect((await fetch(`${mock.origin}/cdn/`)).status).toBe(404);
  });
});
