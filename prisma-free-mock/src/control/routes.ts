import { Hono } from 'hono';
import { callPublishHook } from '../cms/publish-hook';
import { cmsPageUpsertSchema } from '../cms/schema';
import type { MockContext } from '../context';
import { faultSchema, type FaultTable } from '../faults';
import { readJson, validationError } from '../http';
import type { RequestStats } from '../stats';
import { digestState } from './state-digest';

/** The test-only control API: reset, fault injection, CMS page upsert and a digest of the state. */
export function createControlApp(ctx: MockContext, faults: FaultTable, stats: RequestStats): Hono {
  const app = new Hono();

  // Every content change tells the site, as a CMS's publish hook does (docs/cms.md, "Publish webhook").
  app.post('/reset', async (c) => {
    ctx.store.reset();
    faults.clear();
    ctx.log.info('state reset to the seed');
    const revalidated = await callPublishHook(ctx.config.publishHook, { all: true }, ctx.log);
    return c.json({ ok: true, revalidated });
  });

  // Read-only: tests compare it before and after a call to prove the call changed nothing.
  app.get('/state', (c) => c.json(digestState(ctx.store.state)));

  app.get('/faults', (c) => c.json({ faults: faults.list() }));

  app.post('/faults', async (c) => {
    const parsed = faultSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    return c.json({ ok: true, fault: faults.add(parsed.data) }, 201);
  });

  app.delete('/faults', (c) => {
    faults.clear();
    return c.json({ ok: true });
  });

  app.get('/stats', (c) => c.json(stats.snapshot()));

  app.delete('/stats', (c) => {
    stats.clear();
    return c.json({ ok: true });
  });

  // `draft=1` stores a draft: only preview requests see it, nothing is published and the site is not told.
  app.put('/cms/page', async (c) => {
    const path = c.req.query('path');
    if (!path || !path.startsWith('/')) {
      return c.json({ error: 'Query parameter "path" must be a path starting with "/"' }, 400);
    }
    const parsed = cmsPageUpsertSchema.safeParse(await readJson(c));
    if (!parsed.success) return validationError(c, parsed.error);
    if (c.req.query('draft') === '1') {
      return c.json({ ok: true, draft: ctx.store.state.cms.putDraft(path, parsed.data) });
    }
    const page = ctx.store.state.cms.upsertPage(path, parsed.data);
    const revalidated = await callPublishHook(ctx.config.publishHook, { paths: [page.Url] }, ctx.log);
    return c.json({ ok: true, page, revalidated });
  });

  app.post('/cms/publish', async (c) => {
    const path = c.req.query('path');
    if (!path || !path.startsWith('/')) {
      return c.json({ error: 'Query parameter "path" must be a path starting with "/"' }, 400);
    }
    const page = ctx.store.state.cms.publishDraft(path);
    if (!page) return c.json({ error: `No draft at ${path}` }, 404);
    const revalidated = await callPublishHook(ctx.config.publishHook, { paths: [page.Url] }, ctx.log);
    return c.json({ ok: true, page, revalidated });
  });

  return app;
}
