import { describe, expect, it } from 'vitest';
import {
  readWholeContentIndex,
  SITEMAP_MAX_URLS,
  sitemapPartXml,
  sitemapXml,
  type SitemapEntry,
} from '@/server/loaders/sitemap';

const SITE = 'https://fonden.example.dk';

const generated = (count: number): SitemapEntry[] =>
  Array.from({ length: count }, (_, i) => ({
    url: `/nyheder/side-${String(i).padStart(6, '0')}/`,
    updatedDate: `2026-0${1 + (i % 9)}-15T10:00:00Z`,
  }));

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

describe('sitemap.xml', () => {
  it('is one urlset up to 50,000 pages, each page once', () => {
    const entries = generated(SITEMAP_MAX_URLS);
    const xml = sitemapXml([...entries, entries[0]!], SITE);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).not.toContain('<sitemapindex');
    expect(locs(xml)).toHaveLength(SITEMAP_MAX_URLS);
    expect(sitemapPartXml(entries, 1, SITE)).toBeNull();
  });

  it('becomes a sitemap index past 50,000 pages, whose parts together list every page once', () => {
    const entries = generated(120_001);
    const index = sitemapXml(entries, SITE);
    expect(index).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9">/,
    );
    expect(index).not.toContain('<url>');
    expect(locs(index)).toEqual([1, 2, 3].map((n) => `${SITE}/sitemap-${n}.xml`));
    expect(index).toContain('<lastmod>2026-09-15</lastmod>');

    const parts = [1, 2, 3].map((n) => sitemapPartXml(entries, n, SITE) ?? '');
    expect(parts.map((xml) => locs(xml).length)).toEqual([50_000, 50_000, 20_001]);
    for (const xml of parts) expect(xml).toContain('<urlset');
    const listed = parts.flatMap(locs);
    expect(new Set(listed).size).toBe(120_001);
    expect(listed).toContain(`${SITE}/nyheder/side-120000/`);
    expect(sitemapPartXml(entries, 4, SITE)).toBeNull();
    expect(sitemapPartXml(entries, 0, SITE)).toBeNull();
    expect(sitemapPartXml(entries, 1.5, SITE)).toBeNull();
    // 120,001 generated pages take a few seconds on a busy machine; this is about the output, not its speed.
  }, 60_000);

  it('escapes what XML must not hold raw', () => {
    const xml = sitemapXml([{ url: "/a&b/'c'/" }], SITE);
    expect(xml).toContain('<loc>https://fonden.example.dk/a&amp;b/&apos;c&apos;/</loc>');
  });
});

describe('reading the whole content index', () => {
  /** A search service like the stand-in's: newest first, at most 1000 hits of one query, numeric filters. */
  function service(records: SitemapEntry[]) {
    const sorted = [...records].sort((a, b) => (b.publishedTimestamp ?? 0) - (a.publishedTimestamp ?? 0));
    const calls: string[][] = [];
    const query = (filters: string[]) => {
      calls.push(filters);
      const [filter] = filters;
      const match = filter ? /^publishedTimestamp(<=|<)(\d+)$/.exec(filter) : null;
      const kept = sorted.filter((r) => {
        if (!match) return true;
        const t = r.publishedTimestamp ?? 0;
        return match[1] === '<=' ? t <= Number(match[2]) : t < Number(match[2]);
      });
      return Promise.resolve(kept.slice(0, 1000));
    };
    return { query, calls };
  }

  it('reaches every page past the 1000-hit limit, shared timestamps included', async () => {
    // 2,600 pages; every 5 share a timestamp, and 1,200 at the very end share one (more than a query holds).
    const records = Array.from({ length: 3_800 }, (_, i) => ({
      url: `/side-${i}/`,
      publishedTimestamp: i < 2_600 ? 2_000_000 - Math.floor(i / 5) : 1_000,
    }));
    const { query, calls } = service(records);
    const all = await readWholeContentIndex(query);
    const urls = new Set(all.map((e) => e.url));
    // Everything but the pages of the one timestamp that holds more than a query can show.
    expect(urls.size).toBeGreaterThanOrEqual(2_600 + 1_000);
    for (let i = 0; i < 2_600; i++) expect(urls.has(`/side-${i}/`)).toBe(true);
    expect(calls.length).toBeLessThan(10);
  });

  it('asks once when the index is small', async () => {
    const { query, calls } = service(generated(40).map((e, i) => ({ ...e, publishedTimestamp: i })));
    expect(await readWholeContentIndex(query)).toHaveLength(40);
    expect(calls).toEqual([[]]);
  });
});
