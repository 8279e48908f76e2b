import { Hono, type Context } from 'hono';
import type { MockContext } from '../context';
import { validationError } from '../http';
import { findMediaByPath, mediaFile } from '../media/files';
import type { SeedMedia } from '../seed/types';
import {
  cacheKey,
  cdnParamsSchema,
  chooseFormat,
  etagOf,
  FORMAT_TYPES,
  Lru,
  renderVariant,
  variantOf,
} from './render';

/**
 * An imgix-style image CDN over the media catalogue: `/cdn/{id}/{file}?w=&h=&dpr=&q=&fit=&auto=`. JPEGs are
 * resized and re-encoded with sharp; SVGs and PDFs are passed through unchanged (docs/cdn.md).
 */

/** Rendered variants kept in memory; the site asks for a handful of widths per image. */
const VARIANT_LIMIT = 200;
const IMMUTABLE = 'public, max-age=31536000, immutable';

function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === etag;
  });
}

function send(c: Context, body: Buffer, headers: Record<string, string>) {
  for (const [name, value] of Object.entries(headers)) c.header(name, value);
  // A copy typed as a plain ArrayBuffer view, which is what Hono's body accepts; files are small.
  return c.body(new Uint8Array(body), 200);
}

export function createCdnApp(ctx: MockContext): Hono {
  const app = new Hono();
  const variants = new Lru<Promise<Buffer>>(VARIANT_LIMIT);

  app.get('/*', async (c) => {
    // The raw pathname: media slugs hold é and æ, and normaliseMediaPath decodes exactly once.
    const path = new URL(c.req.url).pathname.replace(/^\/cdn(?=\/)/, '');
    const media: SeedMedia | undefined = findMediaByPath(ctx.store, path);
    if (!media) return c.json({ error: `No media at ${c.req.path}` }, 404);
    const parsed = cdnParamsSchema.safeParse(c.req.query());
    if (!parsed.success) return validationError(c, parsed.error);
    const params = parsed.data;

    // Vectors and documents are served as they are: an SVG stays sharp at any size, a PDF is a download.
    if (media.kind !== 'image') {
      const etag = etagOf(media, null);
      const headers: Record<string, string> = { ETag: etag, 'Cache-Control': IMMUTABLE };
      if (media.kind === 'svg')
        headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
      if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
      const file = await mediaFile(media);
      return send(c, file.body, { ...headers, 'Content-Type': file.contentType });
    }

    const format = chooseFormat(params, c.req.header('accept') ?? '', 'jpeg');
    const variant = variantOf(params, format);
    const etag = etagOf(media, variant);
    const headers = { ETag: etag, 'Cache-Control': IMMUTABLE, Vary: 'Accept' };
    if (matchesEtag(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);

    const key = cacheKey(media, variant);
    let rendering = variants.get(key);
    if (!rendering) {
      // The promise is cached so that parallel requests for one variant render it once.
      rendering = mediaFile(media).then((file) => renderVariant(file.body, variant));
      variants.set(key, rendering);
      rendering.catch(() => variants.delete(key));
    }
    return send(c, await rendering, { ...headers, 'Content-Type': FORMAT_TYPES[format] });
  });

  return app;
}
