import { z } from 'zod';

/**
 * Search parameters as Algolia takes them. The same parameter may arrive as a JSON value (algoliasearch 5) or
 * as a string from a urlencoded `params` string or a GET query (older clients): lists then come as a JSON array
 * or a comma-separated string, numbers and booleans as text. The preprocessors accept every form.
 */

function parseJsonish(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  if (trimmed.startsWith('[') || trimmed.startsWith('{')) {
    try {
      return JSON.parse(trimmed) as unknown;
    } catch {
      return value;
    }
  }
  return value;
}

const toList = (value: unknown): unknown => {
  const parsed = parseJsonish(value);
  if (typeof parsed !== 'string') return parsed;
  return parsed
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
};

const toBoolean = (value: unknown): unknown => (value === 'true' ? true : value === 'false' ? false : value);

const stringList = z.preprocess(toList, z.array(z.string()));
/** Outer array AND, inner arrays OR, as facetFilters, numericFilters and tagFilters take them. */
const nestedFilters = z.preprocess(toList, z.array(z.union([z.string(), z.array(z.string())])));
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);

export const searchParamsSchema = z.object({
  query: z.preprocess((v) => (typeof v === 'number' ? String(v) : v), z.string()).default(''),
  page: int(0, 10_000).default(0),
  hitsPerPage: int(0, 1000).default(20),
  facets: stringList.default([]),
  maxValuesPerFacet: int(1, 1000).default(100),
  sortFacetValuesBy: z.enum(['count', 'alpha']).default('count'),
  filters: z.string().default(''),
  facetFilters: nestedFilters.default([]),
  numericFilters: nestedFilters.default([]),
  tagFilters: nestedFilters.default([]),
  attributesToRetrieve: stringList.default(['*']),
  attributesToHighlight: stringList.optional(),
  attributesToSnippet: stringList.default([]),
  highlightPreTag: z.string().default('<em>'),
  highlightPostTag: z.string().default('</em>'),
  snippetEllipsisText: z.string().default('…'),
  clickAnalytics: z.preprocess(toBoolean, z.boolean()).default(false),
  analytics: z.preprocess(toBoolean, z.boolean()).optional(),
  /** Multi-query entries of type "facet" are facet-value searches (searchable refinement lists). */
  type: z.enum(['default', 'facet']).default('default'),
  facet: z.string().optional(),
  facetQuery: z.string().default(''),
  maxFacetHits: int(1, 100).default(10),
});

export type SearchParams = z.infer<typeof searchParamsSchema>;

/** Reads a urlencoded parameter string (`query=x&hitsPerPage=20&facets=%5B%22type%22%5D`) into raw values. */
export function parseParamsString(params: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(params)) out[key] = value;
  return out;
}

/**
 * Writes raw parameters back as Algolia's `params` string: objects and arrays as JSON, the rest as text. This is
 * the encoding InstantSearch's cache hydration reads back (`serializeQueryParameters`).
 */
export function serializeParams(params: Record<string, unknown>): string {
  return Object.entries(params)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const text =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean'
          ? String(value)
          : JSON.stringify(value);
      return `${encodeURIComponent(key)}=${encodeURIComponent(text)}`;
    })
    .join('&');
}

const requestEntrySchema = z
  .object({
    indexName: z.string().min(1),
    params: z.union([z.string(), z.record(z.string(), z.unknown())]).optional(),
  })
  .catchall(z.unknown());

export const multiQueryBodySchema = z.object({
  requests: z.array(requestEntrySchema).min(1).max(50),
  strategy: z.enum(['none', 'stopIfEnoughMatches']).optional(),
});

export const singleQueryBodySchema = z
  .object({ params: z.union([z.string(), z.record(z.string(), z.unknown())]).optional() })
  .catchall(z.unknown());

/** Merges the `params` string (or object) with the JSON fields; JSON fields win, as they are the newer form. */
export function mergeParams(entry: Record<string, unknown>): Record<string, unknown> {
  const { params, indexName: _indexName, ...fields } = entry;
  const fromParams =
    typeof params === 'string'
      ? parseParamsString(params)
      : typeof params === 'object' && params !== null
        ? params
        : {};
  const merged: Record<string, unknown> = { ...fromParams, ...fields };
  for (const key of Object.keys(merged)) {
    if (merged[key] === undefined || merged[key] === null) delete merged[key];
  }
  return merged;
}
