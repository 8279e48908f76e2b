import { Hono } from 'hono';
import type { MockContext } from '../context';
import { mediaFile } from '../media/files';
import { MESSAGES } from './errors';

/** GET /media/…: the original files. A media path never changes content, so browsers may keep it for a year. */
export function createMediaFileRoutes(ctx: MockContext): Hono {
  const app = new Hono();

  app.get('/media/*', async (c) => {
    const pathname = new URL(c.req.url).pathname;
    let path: string;
    try {
      path = decodeURIComponent(pathname.slice(pathname.indexOf('/media/')));
    } catch {
      return c.json({ error: MESSAGES.mediaFileNotFound }, 404);
    }
    const media = ctx.store.state.cms.mediaByPath(path);
    if (!media) return c.json({ error: MESSAGES.mediaFileNotFound }, 404);

    const etag = `"${media.udi.slice('umb://media/'.length)}"`;
    if (c.req.header('if-none-match') === etag) return c.body(null, 304, { ETag: etag });
    let file;
    try {
      file = await mediaFile(media);
    } catch (error) {
      ctx.log.error({ err: error, path }, 'media file could not be generated');
      return c.json({ error: MESSAGES.mediaFileFailed }, 503);
    }
    const headers: Record<string, string> = {
      'Content-Type': file.contentType,
      'Cache-Control': 'public, max-age=31536000, immutable',
      ETag: etag,
    };
    // An SVG opened directly is a document: keep any script in it from running on the CMS's origin.
    if (media.kind === 'svg')
      headers['Content-Security-Policy'] = "default-src 'none'; style-src 'unsafe-inline'";
    return c.body(new Uint8Array(file.body), 200, headers);
  });

  return app;
}
