import { liteClient, type LiteClient } from 'algoliasearch/lite';
import { z } from 'zod';
import { env, type ServerEnv } from '../env';
import { measured } from '../metrics/upstream';
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

class SearchTimeout extends Error {
  readonly status = 504;
}

/**
 * Ends a search that has not answered within the upstream timeout, as every other upstream call is ended. The
 * client's own timeouts are set to the same (its "connect" timeout runs until the answer's headers, 2 s by
 * default, so a search slower than that used to fail); this also bounds its retries, which stretch the timeouts
 * of a host that timed out before (four times, for two minutes).
 */
function withinTimeout<T>(call: (timeoutMs: number) => Promise<T>, timeoutMs = env().UPSTREAM_TIMEOUT_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SearchTimeout(`timed out after ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([call(timeoutMs), timedOut]).finally(() => clearTimeout(timer));
}

/** One query to one index; failures become `UpstreamError` like every other upstream call. */
export async function searchIndex<S extends z.ZodType>(
  indexName: string,
  params: Record<string, unknown>,
  hitSchema: S,
  searchClient: LiteClient = serverSearchClient(),
): Promise<{ hits: z.infer<S>[]; nbHits: number }> {
  let raw: unknown;
  try {
    const answer = await measured('search', 'search', () =>
      withinTimeout((timeoutMs) =>
        searchClient.search(
          { requests: [{ indexName, ...params }] },
          { timeouts: { connect: timeoutMs, read: timeoutMs } },
        ),
      ),
    );
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
