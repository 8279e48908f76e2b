import { liteClient, type LiteClient } from 'algoliasearch/lite';
import type { PublicConfig } from '@/server/env';

type SearchConfig = PublicConfig['search'];

export interface SearchHost {
  url: string;
  port?: number;
  protocol: 'http' | 'https';
  accept: 'readWrite';
}

/** `SEARCH_HOST` (a self-hosted or stand-in service, e.g. http://127.0.0.1:4010) as the client's host list. */
export function searchHosts(host: string | null): SearchHost[] | undefined {
  if (!host) return undefined;
  const url = new URL(host);
  const protocol = url.protocol === 'https:' ? 'https' : 'http';
  return [
    { url: url.hostname, port: url.port ? Number(url.port) : undefined, protocol, accept: 'readWrite' },
  ];
}

type ClientOptions = NonNullable<Parameters<typeof liteClient>[2]>;

/** A search client with the search-only key: Algolia's own hosts unless `host` points elsewhere. */
export function createSearchClient(
  config: SearchConfig,
  options: Omit<ClientOptions, 'hosts'> = {},
): LiteClient {
  const hosts = searchHosts(config.host);
  return liteClient(config.appId, config.apiKey, hosts ? { ...options, hosts } : options);
}

let browserClient: LiteClient | undefined;

/**
 * The browser keeps one client for the whole visit, so its request and response caches survive navigation.
 * The server makes one per request: a shared one would mix requests of different visitors in one cache.
 */
export function searchClientFor(config: SearchConfig): LiteClient {
  if (typeof window === 'undefined') return createSearchClient(config);
  browserClient ??= createSearchClient(config);
  return browserClient;
}
