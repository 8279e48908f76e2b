import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { z } from 'zod';
import { env, type ServerEnv } from '../env';
import { UpstreamError } from './http';

/** Hosts for a self-hosted or stand-in service (SEARCH_HOST); Algolia's own hosts otherwise. */
export function searchHosts(host: string | null | undefined) {
  if (!host) return undefined;
  const url = new URL(host);
  const protocol = url.protocol === 'https:' ? ('https' as const) : ('http' as const);
  return [
    {
      url: url.hostname,
      port: url.port ? Number(url.port) : undefined,
      protocol,
      accept: 'readWrite' as const,
    },
  ];
}

let client: LiteClient | undefined;

/** The server's search client (search-only key), one per process. */
export function serverSearchClient(e: ServerEnv = env()): LiteClient {
  client ??= liteClient(e.SEARCH_APP_ID, e.SEARCH_API_KEY, { hosts: searchHosts(e.SEARCH_HOST) });
  return client;
}

const resultSchema = z.object({
  hits: z.array(z.looseObject({ objectID: z.string() })),
  nbHits: z.number().optional(),
});

/** One query to one index; failures become `UpstreamError` like every other upstream call. */
export async function searchIndex<S extends z.ZodType>(
  indexName: string,
  params: Record<string, unknown>,
  hitSchema: S,
  searchClient: LiteClient = serverSearchClient(),
): Promise<{ hits: z.infer<S>[]; nbHits: number }> {
  let raw: unknown;
  try {
    const answer = await searchClient.search({ requests: [{ indexName, ...params }] });
    raw = answer.results[0];
  } catch (error) {
    const status =
      typeof error === 'object' && error && 'status' in error && typeof error.status === 'number'
        ? error.status
        : 502;
    throw new UpstreamError(
      'search',
      status,
      null,
      `search ${indexName}: ${error instanceof Error ? error.message : 'failed'}`,
    );
  }
  const parsed = resultSchema.safeParse(raw);
  if (!parsed.success) throw new UpstreamError('search', 502, null, `search ${indexName}: malformed answer`);
  const hits = parsed.data.hits.flatMap((hit) => {
    const one = hitSchema.safeParse(hit);
    return one.success ? [one.data] : [];
  });
  return { hits, nbHits: parsed.data.nbHits ?? hits.length };
}
