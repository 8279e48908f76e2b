import { UpstreamCache } from '../cache';
import { log } from '../log';
import { onPurge } from '../revalidation';
import type { Upstream } from '../upstream';
import type { Quicklinks } from '../upstream/cms-schemas';

const cache = new UpstreamCache<Quicklinks>(5 * 60_000, 1);
let purgeable = false;
/** The CMS page the quicklinks are read from; a change to it, or to everything, forgets them. */
const QUICKLINKS_PATH = '/min-oversigt/';

/** The my-page menus and quick links (CMS /min-oversigt); null when the CMS cannot give them. */
export async function loadQuicklinks(upstream: Upstream): Promise<Quicklinks | null> {
  if (!purgeable) {
    purgeable = true;
    onPurge((scope) => {
      if ('all' in scope || scope.paths.some((path) => path.replace(/\/?$/, '/') === QUICKLINKS_PATH))
        cache.clear();
    });
  }
  try {
    return (await cache.get('quicklinks', async () => (await upstream.cms.getQuicklinks()).Page)).value;
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'quicklinks unavailable');
    return null;
  }
}
