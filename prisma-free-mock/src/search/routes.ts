import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { Hono, type Context } from 'hono';
import type { z } from 'zod';
import type { MockContext } from '../context';
import type { MockState } from '../state';
import { FilterError } from './filters';
import { getIndex, isIndexName } from './indices';
import {
  mergeParams,
  multiQueryBodySchema,
  searchParamsSchema,
  serializeParams,
  singleQueryBodySchema,
} from './params';

/**
 * The Algolia search REST API, as algoliasearch 5 and react-instantsearch 7 call it, over the CMS content.
 * CORS and the OPTIONS preflight are answered by server.ts before a request gets here.
 */

/** An answer in Algolia's error shape `{ message, status }`. */
class AlgoliaError extends Error {
  constructor(
    readonly status: 400 | 403 | 404,
    message: string,
  ) {
    super(message);
  }
}

function readable(error: z.ZodError): string {
  return error.issues
    .map((issue) => (issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

/** One request entry: merges its `params` string with its JSON fields, validates, and searches. */
function runEntry(
  state: MockState,
  indexName: string,
  raw: Record<string, unknown>,
): Record<string, unknown> {
  if (!isIndexName(indexName)) throw new AlgoliaError(404, 'Index does not exist');
  const started = performance.now();
  const parsed = searchParamsSchema.safeParse(raw);
  if (!parsed.success) throw new AlgoliaError(400, `Invalid search parameters: ${readable(parsed.error)}`);
  const params = parsed.data;
  const engine = getIndex(state, indexName);
  try {
    if (params.type === 'facet') {
      if (!params.facet) throw new AlgoliaError(400, 'A facet search needs the "facet" parameter');
      const facetHits = engine.searchFacetValues({ ...params, facet: params.facet });
      return {
        facetHits,
        exhaustiveFacetsCount: true,
        processingTimeMS: Math.round(performance.now() - started),
      };
    }
    const result = engine.search(params);
    const paramsString = serializeParams(raw);
    return {
      ...result,
      exhaustiveNbHits: true,
      exhaustiveFacetsCount: true,
      exhaustive: { nbHits: true, facetsCount: true },
      processingTimeMS: Math.round(performance.now() - started),
      query: params.query,
      params: paramsString,
      index: indexName,
      // The insights middleware sends clicks with this id; stable per request, so answers stay deterministic.
      ...(params.clickAnalytics
        ? { queryID: createHash('md5').update(`${indexName}?${paramsString}`).digest('hex') }
        : {}),
    };
  } catch (error) {
    if (error instanceof FilterError) throw new AlgoliaError(400, error.message);
    throw error;
  }
}

async function readBody(c: Context): Promise<unknown> {
  const bytes = Buffer.from(await c.req.arrayBuffer());
  let text: string;
  try {
    // The Node client gzips large bodies when compression is turned on.
    text = (c.req.header('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes).toString('utf8');
  } catch {
    throw new AlgoliaError(400, 'The body is not valid gzip');
  }
  if (!text.trim()) return {};
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new AlgoliaError(400, 'The body is not valid JSON');
  }
}

function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AlgoliaError(400, `Invalid request: ${readable(parsed.error)}`);
  return parsed.data;
}

export function createSearchApp(ctx: MockContext): Hono {
  const app = new Hono();

  app.onError((error, c) => {
    if (error instanceof AlgoliaError)
      return c.json({ message: error.message, status: error.status }, error.status);
    ctx.log.error({ err: error, path: c.req.path }, 'search failed');
    return c.json({ message: 'Internal error in the stand-in search', status: 500 }, 500);
  });

  // The browser build sends the credentials in the query string, the Node build in headers.
  app.use('*', async (c, next) => {
    const appId = c.req.header('x-algolia-application-id') ?? c.req.query('x-algolia-application-id');
    const apiKey = c.req.header('x-algolia-api-key') ?? c.req.query('x-algolia-api-key');
    if (appId !== ctx.config.searchAppId || apiKey !== ctx.config.searchApiKey) {
      return c.json({ message: 'Invalid Application-ID or API key', status: 403 }, 403);
    }
    await next();
  });

  app.post('/indexes/*/queries', async (c) => {
    const body = parseBody(multiQueryBodySchema, await readBody(c));
    const state = ctx.store.state;
    const results = body.requests.map((entry) => runEntry(state, entry.indexName, mergeParams(entry)));
    return c.json({ results });
  });

  app.post('/indexes/:indexName/query', async (c) => {
    const body = parseBody(singleQueryBodySchema, await readBody(c));
    return c.json(runEntry(ctx.store.state, c.req.param('indexName'), mergeParams(body)));
  });

  app.post('/indexes/:indexName/facets/:facetName/query', async (c) => {
    const body = parseBody(singleQueryBodySchema, await readBody(c));
    const raw = { ...mergeParams(body), type: 'facet', facet: c.req.param('facetName') };
    return c.json(runEntry(ctx.store.state, c.req.param('indexName'), raw));
  });

  app.get('/indexes/:indexName', (c) => {
    const raw: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(c.req.query()))
      if (!key.startsWith('x-algolia-')) raw[key] = value;
    return c.json(runEntry(ctx.store.state, c.req.param('indexName'), mergeParams(raw)));
  });

  app.get('/indexes/:indexName/:objectID', (c) => {
    const indexName = c.req.param('indexName');
    if (!isIndexName(indexName)) throw new AlgoliaError(404, 'Index does not exist');
    const record = getIndex(ctx.store.state, indexName).getObject(c.req.param('objectID'));
    if (!record) throw new AlgoliaError(404, 'ObjectID does not exist');
    return c.json(record);
  });

  app.all('*', () => {
    throw new AlgoliaError(404, 'Not found: the stand-in answers the search endpoints only');
  });

  return app;
}
