import sharp from 'sharp';
import type { SeedMedia } from '../seed/types';
import { logoSvg, pictureSvg } from './drawings';
import { pdfDocument } from './pdf';

export interface MediaFile {
  body: Buffer;
  contentType: string;
}

export const CONTENT_TYPES = { image: 'image/jpeg', svg: 'image/svg+xml', pdf: 'application/pdf' } as const;

/** Quality of the generated originals: high enough that the CDN's re-encoding is what a test sees change. */
const JPEG_QUALITY = 82;

async function generate(media: SeedMedia): Promise<MediaFile> {
  switch (media.kind) {
    case 'image': {
      const body = await sharp(Buffer.from(pictureSvg(media)))
        .jpeg({ quality: JPEG_QUALITY })
        .toBuffer();
      return { body, contentType: CONTENT_TYPES.image };
    }
    case 'svg':
      return { body: Buffer.from(logoSvg(media), 'utf8'), contentType: CONTENT_TYPES.svg };
    case 'pdf':
      return { body: pdfDocument(media), contentType: CONTENT_TYPES.pdf };
  }
}

/** Promises, not results, so concurrent first requests share one rendering. The catalogue is small and fixed. */
const files = new Map<string, Promise<MediaFile>>();

/** The original file of a media item (JPEG, SVG or PDF), generated on first use and kept in memory. */
export function mediaFile(media: SeedMedia): Promise<MediaFile> {
  const key = `${media.udi}|${media.path}|${media.width}x${media.height}|${media.colors.join(',')}|${media.title}`;
  let file = files.get(key);
  if (!file) {
    file = generate(media);
    files.set(key, file);
    // A failed rendering should be retried by the next request, not remembered.
    file.catch(() => files.delete(key));
  }
  return file;
}

/** Anything that holds the media catalogue: the store (`store.state.seed.media`) or the list itself. */
export type MediaSource = readonly SeedMedia[] | { state: { seed: { media: readonly SeedMedia[] } } };

const byPathCache = new WeakMap<readonly SeedMedia[], Map<string, SeedMedia>>();
const byUdiCache = new WeakMap<readonly SeedMedia[], Map<string, SeedMedia>>();

function catalogue(source: MediaSource): readonly SeedMedia[] {
  return Array.isArray(source)
    ? (source as readonly SeedMedia[])
    : (source as Exclude<MediaSource, readonly SeedMedia[]>).state.seed.media;
}

function indexed(
  cache: WeakMap<readonly SeedMedia[], Map<string, SeedMedia>>,
  list: readonly SeedMedia[],
  key: (m: SeedMedia) => string,
) {
  let map = cache.get(list);
  if (!map) {
    map = new Map(list.map((m) => [key(m), m]));
    cache.set(list, map);
  }
  return map;
}

/**
 * The canonical `/media/{id}/{file}` form of any way a media file is addressed: a full URL, the stand-in CMS's
 * `/cms/media/…`, the CDN's `/{id}/{file}`, percent-encoded or not (slugs hold é and æ).
 */
export function normaliseMediaPath(input: string): string {
  let path = input.trim();
  if (/^https?:\/\//i.test(path)) path = new URL(path).pathname;
  path = path.replace(/[?#].*$/, '');
  try {
    path = decodeURIComponent(path);
  } catch {
    // A stray % is left as it is; the lookup then simply misses.
  }
  path = path.normalize('NFC');
  if (!path.startsWith('/')) path = `/${path}`;
  if (path.startsWith('/cms/media/')) path = path.slice('/cms'.length);
  if (!path.startsWith('/media/')) path = `/media${path}`;
  return path;
}

export function findMediaByPath(source: MediaSource, path: string): SeedMedia | undefined {
  const list = catalogue(source);
  return indexed(byPathCache, list, (m) => m.path.normalize('NFC')).get(normaliseMediaPath(path));
}

export function findMediaByUdi(source: MediaSource, udi: string): SeedMedia | undefined {
  const list = catalogue(source);
  return indexed(byUdiCache, list, (m) => m.udi).get(udi);
}
