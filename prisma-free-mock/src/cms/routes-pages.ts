import { Hono, type Context } from 'hono';
import type { MockContext } from '../context';
import { FOUNDATION } from '../foundation';
import { MESSAGES } from './errors';
import { normalizePagePath } from './paths';
import { previewRefused, requestedView } from './preview';
import { DEFAULT_CMS_PREVIEW_KEY } from '../config';

/**
 * GET /api/{site} and /api/{site}{path}: `{ Global, Page }`; a preview request gets the draft where there is one. Registered last, because `/api/{anything}/…` also
 * matches the fixed endpoints (Scripts, grid, flashcard, media, attendee).
 */
export function createPageRoutes(ctx: MockContext): Hono {
  const app = new Hono();

  const answer = (c: Context) => {
    const site = c.req.param('site');
    if (site !== FOUNDATION.siteId) return c.json({ error: `${MESSAGES.unknownSite}: ${site ?? ''}` }, 404);
    // The raw (still encoded) path, so an encoded slash or a broken escape is judged by normalizePagePath.
    const pathname = new URL(c.req.url).pathname;
    const match = /\/api\/[^/]+(\/.*)?$/.exec(pathname);
    const path = normalizePagePath(match?.[1] ?? '/');
    if (!path) return c.json({ error: MESSAGES.badPath }, 400);
    const view = requestedView(c, ctx.config.cmsPreviewKey ?? DEFAULT_CMS_PREVIEW_KEY);
    if (!view) return previewRefused(c);
    const { cms } = ctx.store.state;
    const page = cms.getPage(path, view);
    if (!page) return c.json({ error: MESSAGES.pageNotFound }, 404);
    return c.json({ Global: cms.global, Page: page });
  };

  app.get('/api/:site', answer);
  app.get('/api/:site/*', answer);
  return app;
}
