import { UpstreamCache } from '../cache';
import { log } from '../log';
import type { Upstream } from '../upstream';
import type { Quicklinks } from '../upstream/cms-schemas';

const cache = new UpstreamCache<Quicklinks>(5 * 60_000, 1);

/** The my-page menus and quick links (CMS /min-oversigt); null when the CMS cannot give them. */
export async function loadQuicklinks(upstream: Upstream): Promise<Quicklinks | null> {
  try {
    return (await cache.get('quicklinks', async () => (await upstream.cms.getQuicklinks()).Page)).value;
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'quicklinks unavailable');
    return null;
  }
}
