import { z } from 'zod';
import { UpstreamCache } from '../cache';
import { env } from '../env';
import { SEARCH_INDICES } from '@/lib/search-indices';
import { searchIndex } from '../upstream/search';

const entrySchema = z.looseObject({ url: z.string().startsWith('/'), updatedDate: z.string().optional() });
export type SitemapEntry = z.infer<typeof entrySchema>;

const cache = new UpstreamCache<SitemapEntry[]>(10 * 60_000, 1);

/**
 * Every indexable CMS page (the search service indexes exactly the CMS pages that are not noindex), newest
 * data at most ten minutes old; the last good list when the service fails.
 */
export async function loadSitemapEntries(): Promise<SitemapEntry[]> {
  const { value } = await cache.get('sitemap', async () => {
    const { hits } = await searchIndex(
      SEARCH_INDICES.content,
      {
        query: '',
        hitsPerPage: 1000,
        attributesToRetrieve: ['url', 'updatedDate'],
        attributesToHighlight: [],
      },
      entrySchema,
    );
    return hits;
  });
  return value;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c,
  );

export function sitemapXml(entries: SitemapEntry[], siteUrl = env().SITE_URL): string {
  const urls = [...new Map(entries.map((e) => [e.url, e])).values()]
    .sort((a, b) => a.url.localeCompare(b.url))
    .map((entry) => {
      const loc = escapeXml(new URL(entry.url, siteUrl).href);
      const lastmod = entry.updatedDate
        ? `<lastmod>${escapeXml(entry.updatedDate.slice(0, 10))}</lastmod>`
        : '';
      return `  <url><loc>${loc}</loc>${lastmod}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
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
