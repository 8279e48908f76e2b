import type { NextApiRequest, NextApiResponse } from 'next';
import { log } from '@/server/log';
import { loadSitemapEntries, sitemapXml } from '@/server/loaders/sitemap';
import { withRequestLog } from '@/server/request-log';

/** /sitemap.xml (rewritten here in next.config.mjs), built from the CMS pages the search service indexes. */
async function sitemap(_req: NextApiRequest, res: NextApiResponse) {
  try {
    const xml = sitemapXml(await loadSitemapEntries());
    res.setHeader('content-type', 'application/xml; charset=utf-8');
    res.setHeader('cache-control', 'public, max-age=600');
    res.status(200).send(xml);
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'sitemap unavailable');
    res.setHeader('retry-after', '120');
    res.status(503).send('Sitemap midlertidigt utilgængeligt.');
  }
}

export default withRequestLog(sitemap);
