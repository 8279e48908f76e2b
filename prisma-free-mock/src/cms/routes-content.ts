import { Hono } from 'hono';
import { z } from 'zod';
import type { MockContext } from '../context';
import { invalidRequest, MESSAGES } from './errors';
import { previewRefused, requestedView } from './preview';
import { DEFAULT_CMS_PREVIEW_KEY } from '../config';

const latestArticlesQuery = z.object({
  amount: z.coerce
    .number({ error: 'amount skal være et tal' })
    .int('amount skal være et helt tal')
    .min(1, 'amount skal være mellem 1 og 50')
    .max(50, 'amount skal være mellem 1 og 50'),
  pageId: z.coerce
    .number({ error: 'pageId skal være et tal' })
    .int('pageId skal være et helt tal')
    .optional(),
  skip: z.coerce
    .number({ error: 'skip skal være et tal' })
    .int('skip skal være et helt tal')
    .min(0, 'skip kan ikke være negativ')
    .default(0),
});

const flashcardIds = z
  .array(
    z.coerce
      .number({ error: 'ids skal være tal' })
      .int('ids skal være hele tal')
      .positive('ids skal være positive'),
  )
  .min(1, 'ids skal indeholde mindst ét id')
  .max(50, 'Højst 50 ids ad gangen');

const mediaQuery = z.object({
  mediaUdi: z
    .string({ error: 'mediaUdi er påkrævet' })
    .trim()
    .toLowerCase()
    .regex(/^umb:\/\/(media|document)\/[0-9a-f]{32}$/, 'mediaUdi skal have formen umb://media/{32 hex-tegn}'),
});

/** Header scripts, latest articles, flashcards and media look-up. */
export function createContentRoutes(ctx: MockContext): Hono {
  const app = new Hono();

  // Public on purpose: the site calls this without an Authorization header.
  app.get('/api/Scripts/GetScripts', (c) => c.json(ctx.store.state.cms.scripts));

  app.get('/api/grid/GetLatestArticles', (c) => {
    const parsed = latestArticlesQuery.safeParse(c.req.query());
    if (!parsed.success) return invalidRequest(c, parsed.error);
    const view = requestedView(c, ctx.config.cmsPreviewKey ?? DEFAULT_CMS_PREVIEW_KEY);
    if (!view) return previewRefused(c);
    const { amount, pageId, skip } = parsed.data;
    const { items, total } = ctx.store.state.cms.latestArticles(
      { amount, skip, excludeId: pageId ?? null },
      view,
    );
    // The body stays a plain list (what the old site reads); the total rides along for "load more".
    c.header('X-Total-Count', String(total));
    return c.json(items);
  });

  app.get('/api/flashcard/GetFlashcards', (c) => {
    // Accept both ?ids=1,2,3 and ?ids=1&ids=2: clients serialise lists either way.
    const raw = (c.req.queries('ids') ?? [])
      .flatMap((v) => v.split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    const parsed = flashcardIds.safeParse(raw);
    if (!parsed.success) return invalidRequest(c, parsed.error);
    return c.json(ctx.store.state.cms.flashcards(parsed.data));
  });

  app.get('/api/media/GetMedia', (c) => {
    const parsed = mediaQuery.safeParse(c.req.query());
    if (!parsed.success) return invalidRequest(c, parsed.error);
    const media = ctx.store.state.cms.resolveUdi(parsed.data.mediaUdi);
    if (!media) return c.json({ error: MESSAGES.mediaNotFound }, 404);
    return c.json(media);
  });

  return app;
}
