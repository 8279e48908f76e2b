import type { NextApiRequest, NextApiResponse } from 'next';
import { log } from '@/server/log';
import { loadSitemapEntries, sitemapPartXml, sitemapXml } from '@/server/loaders/sitemap';
import { withRequestLog } from '@/server/request-log';

/**
 * /sitemap.xml and, past 50,000 pages, its parts /sitemap-N.xml (both rewritten here in next.config.mjs, the
 * part as `?part=N`), built from the CMS pages the search service indexes.
 */
async function sitemap(req: NextApiRequest, res: NextApiResponse) {
  const part = typeof req.query.part === 'string' ? req.query.part : null;
  try {
    const entries = await loadSitemapEntries();
    const xml = part === null ? sitemapXml(entries) : sitemapPartXml(entries, Number(part));
    if (xml === null) {
      res.status(404).send('Denne del af sitemap findes ikke.');
      return;
    }
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
