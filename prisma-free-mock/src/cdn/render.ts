import { createHash } from 'node:crypto';
import sharp from 'sharp';
import { z } from 'zod';
import type { SeedMedia } from '../seed/types';

/** The imgix parameters the stand-in understands; anything else in the query is ignored, as imgix does. */
export const cdnParamsSchema = z.object({
  w: z.coerce.number().int().min(1).max(8192).optional(),
  h: z.coerce.number().int().min(1).max(8192).optional(),
  dpr: z.coerce.number().min(1).max(5).default(1),
  q: z.coerce.number().int().min(1).max(100).default(75),
  fit: z.enum(['max', 'clip', 'crop', 'scale']).default('max'),
  auto: z
    .string()
    .default('')
    .transform((value) =>
      value
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(['format', 'enhance', 'compress']))),
  fm: z.enum(['jpg', 'jpeg', 'png', 'webp', 'avif']).optional(),
});
export type CdnParams = z.infer<typeof cdnParamsSchema>;

export type OutputFormat = 'jpeg' | 'png' | 'webp' | 'avif';

export const FORMAT_TYPES: Record<OutputFormat, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** An explicit `fm` wins; `auto=format` takes the best the browser accepts; otherwise the original's format. */
export function chooseFormat(params: CdnParams, accept: string, original: OutputFormat): OutputFormat {
  if (params.fm) return params.fm === 'jpg' ? 'jpeg' : params.fm;
  if (params.auto.includes('format')) {
    if (/image\/avif/i.test(accept)) return 'avif';
    if (/image\/webp/i.test(accept)) return 'webp';
  }
  return original;
}

/** Everything that decides the output bytes, after dpr is applied: the cache key and the ETag's source. */
export interface Variant {
  width?: number;
  height?: number;
  fit: CdnParams['fit'];
  quality: number;
  format: OutputFormat;
  enhance: boolean;
}

export function variantOf(params: CdnParams, format: OutputFormat): Variant {
  const scale = (n: number | undefined) => (n === undefined ? undefined : Math.round(n * params.dpr));
  return {
    width: scale(params.w),
    height: scale(params.h),
    fit: params.fit,
    quality: params.q,
    format,
    enhance: params.auto.includes('enhance'),
  };
}

/** Bump when the rendering changes, so browsers holding an old ETag fetch the new bytes. */
const RENDER_VERSION = 1;

/**
 * A strong ETag from the inputs alone: the media files and the rendering are deterministic, so the same inputs
 * give the same bytes, and a 304 can be answered without rendering anything.
 */
export function etagOf(media: SeedMedia, variant: Variant | null): string {
  const identity = JSON.stringify([
    RENDER_VERSION,
    media.udi,
    media.path,
    media.width,
    media.height,
    media.colors,
    media.title,
    variant,
  ]);
  return `"${createHash('sha1').update(identity).digest('hex').slice(0, 32)}"`;
}

export function cacheKey(media: SeedMedia, variant: Variant): string {
  return `${media.path}|${JSON.stringify(variant)}`;
}

export async function renderVariant(original: Buffer, variant: Variant): Promise<Buffer> {
  let image = sharp(original);
  const { width, height } = variant;
  if (width !== undefined || height !== undefined) {
    const both = width !== undefined && height !== undefined;
    if (variant.fit === 'crop' && both)
      image = image.resize({ width, height, fit: 'cover', position: 'centre' });
    else if (variant.fit === 'scale' && both) image = image.resize({ width, height, fit: 'fill' });
    // imgix's `max` never enlarges; `clip` (and crop/scale given one side only) may.
    else image = image.resize({ width, height, fit: 'inside', withoutEnlargement: variant.fit === 'max' });
  }
  // imgix's enhance is an automatic colour/contrast correction: a gentle saturation lift and a light sharpen.
  if (variant.enhance) image = image.modulate({ saturation: 1.08 }).sharpen({ sigma: 0.6 });
  switch (variant.format) {
    case 'jpeg':
      return image.jpeg({ quality: variant.quality, progressive: true }).toBuffer();
    case 'webp':
      return image.webp({ quality: variant.quality }).toBuffer();
    case 'avif':
      // Effort 2 keeps a first AVIF under ~100 ms on a small machine; the size is still well below WebP's.
      return image.avif({ quality: variant.quality, effort: 2 }).toBuffer();
    case 'png':
      return image.png().toBuffer();
  }
}

/** A small least-recently-used map: rendered variants are kept, but never more than `limit` of them. */
export class Lru<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly limit: number) {}

  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value !== undefined) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, value);
    while (this.entries.size > this.limit) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
