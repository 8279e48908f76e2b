import { z } from 'zod';
import { UpstreamCache } from '../cache';
import { env } from '../env';
import { SEARCH_INDICES } from '@/lib/search-indices';
import { searchIndex } from '../upstream/search';

const entrySchema = z.looseObject({
  url: z.string().startsWith('/'),
  updatedDate: z.string().optional(),
  publishedTimestamp: z.number().optional(),
});
export type SitemapEntry = z.infer<typeof entrySchema>;

/** The sitemaps protocol's limit of URLs per file; a longer list becomes a sitemap index of parts. */
export const SITEMAP_MAX_URLS = 50_000;
/** The search service pages through at most 1000 hits of one query (Algolia's paginationLimitedTo). */
const HITS_PER_QUERY = 1000;
/** A guard against a service that never runs dry: 2,000 queries reach two million pages. */
const MAX_QUERIES = 2000;

const cache = new UpstreamCache<SitemapEntry[]>(10 * 60_000, 1);

type Query = (numericFilters: string[]) => Promise<SitemapEntry[]>;

const queryContentIndex: Query = async (numericFilters) =>
  (
    await searchIndex(
      SEARCH_INDICES.content,
      {
        query: '',
        hitsPerPage: HITS_PER_QUERY,
        numericFilters,
        attributesToRetrieve: ['url', 'updatedDate', 'publishedTimestamp'],
        attributesToHighlight: [],
      },
      entrySchema,
    )
  ).hits;

/**
 * Every record of the content index, however many: the index lists pages newest `publishedTimestamp` first and
 * pages through only its first 1000 hits, so each query asks for the pages published no later than the oldest
 * one the last query saw (keyset paging), until a query brings nothing new. When 1000 pages share one timestamp
 * the next query steps past it.
 */
export async function readWholeContentIndex(query: Query = queryContentIndex): Promise<SitemapEntry[]> {
  const byUrl = new Map<string, SitemapEntry>();
  let filter: string[] = [];
  for (let round = 0; round < MAX_QUERIES; round++) {
    const hits = await query(filter);
    let fresh = 0;
    for (const hit of hits)
      if (!byUrl.has(hit.url)) {
        byUrl.set(hit.url, hit);
        fresh++;
      }
    const oldest = hits.at(-1)?.publishedTimestamp;
    if (hits.length < HITS_PER_QUERY || oldest === undefined) break;
    const next = fresh > 0 ? [`publishedTimestamp<=${oldest}`] : [`publishedTimestamp<${oldest}`];
    if (fresh === 0 && filter[0] === next[0]) break;
    filter = next;
  }
  return [...byUrl.values()];
}

/**
 * Every indexable CMS page (the search service indexes exactly the CMS pages that are not noindex), newest
 * data at most ten minutes old; the last good list when the service fails.
 */
export async function loadSitemapEntries(): Promise<SitemapEntry[]> {
  const { value } = await cache.get('sitemap', () => readWholeContentIndex());
  return value;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The entries once each, by URL (code-point order: fast, and stable for the parts cut from it). */
const ordered = (entries: SitemapEntry[]) =>
  [...new Map(entries.map((e) => [e.url, e])).values()].sort((a, b) =>
    a.url < b.url ? -1 : a.url > b.url ? 1 : 0,
  );

function urlset(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) => {
    const loc = escapeXml(new URL(entry.url, siteUrl).href);
    const lastmod = entry.updatedDate
      ? `<lastmod>${escapeXml(entry.updatedDate.slice(0, 10))}</lastmod>`
      : '';
    return `  <url><loc>${loc}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The address of part `n` (1-based) of a sitemap index. */
export const sitemapPartPath = (n: number) => `/sitemap-${n}.xml`;

/**
 * /sitemap.xml: the `urlset` of every page while there are at most 50,000, past that a `sitemapindex` that names
 * its parts (sitemaps.org protocol), each part's lastmod its newest page's.
 */
export function sitemapXml(entries: SitemapEntry[], siteUrl = env().SITE_URL): string {
  const all = ordered(entries);
  if (all.length <= SITEMAP_MAX_URLS) return urlset(all, siteUrl);
  const parts: string[] = [];
  for (let n = 1; (n - 1) * SITEMAP_MAX_URLS < all.length; n++) {
    const part = all.slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS);
    const newest = part.reduce((max, e) => ((e.updatedDate ?? '') > max ? (e.updatedDate ?? '') : max), '');
    const lastmod = newest ? `<lastmod>${escapeXml(newest.slice(0, 10))}</lastmod>` : '';
    parts.push(
      `  <sitemap><loc>${escapeXml(new URL(sitemapPartPath(n), siteUrl).href)}</loc>${lastmod}</sitemap>`,
    );
  }
  return `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${parts.join('\n')}\n</sitemapindex>\n`;
}

/** Part `n` (1-based) of a sitemap index, or null when there is no such part. */
export function sitemapPartXml(entries: SitemapEntry[], n: number, siteUrl = env().SITE_URL): string | null {
  const all = ordered(entries);
  if (all.length <= SITEMAP_MAX_URLS || !Number.isInteger(n) || n < 1) return null;
  const part = all.slice((n - 1) * SITEMAP_MAX_URLS, n * SITEMAP_MAX_URLS);
  return part.length > 0 ? urlset(part, siteUrl) : null;
}

export function robotsTxt(siteUrl = env().SITE_URL): string {
  return [
    'User-agent: *',
    // Not the private areas: a login keeps crawlers out of them, and a list here would only advertise them
    // (docs/decisions/0018).
    'Disallow: /api/',
    'Disallow: /auth',
    'Disallow: /login/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');
}
