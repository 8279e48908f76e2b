import { env } from '../env';
import { log } from '../log';
import { prepareGlobal } from '../content/prepare-global';
import { isLatePage, preparePageWithin } from '../content/prepare-within';
import { loadGlobal, type LoadedGlobal } from '../loaders/global';
import { normalisePath, type PageResult } from '../loaders/page';
import { upstreamClients, UpstreamError, type Upstream } from '../upstream';
import { createCmsClient } from '../upstream/cms';

/**
 * What a page in preview is made of (docs/decisions/0031): the CMS's preview answers, the draft where there is
 * one. Nothing here reads or fills a cache: the page cache, the site-wide data's cache and the rendered pages
 * hold published content only, so a preview leaves them exactly as it found them.
 */
let clients: Upstream | undefined;

/** The upstream clients with a CMS client that asks for preview answers (CMS_PREVIEW_KEY). */
function previewUpstream(): Upstream {
  const e = env();
  return (clients ??= {
    ...upstreamClients(),
    cms: createCmsClient({
      baseUrl: e.CMS_BASE_URL,
      siteId: e.CMS_SITE_ID,
      timeoutMs: e.UPSTREAM_TIMEOUT_MS,
      previewKey: e.CMS_PREVIEW_KEY,
    }),
  });
}

const prepareContext = (upstream: Upstream) => ({
  cms: upstream.cms,
  cmsBaseUrl: env().CMS_BASE_URL,
  imageCdnUrl: env().IMAGE_CDN_URL,
});

/** Site-wide data from the preview answer; when the CMS cannot give it, the published copy the site has. */
export async function loadPreviewGlobal(): Promise<LoadedGlobal | null> {
  const upstream = previewUpstream();
  try {
    const global = await prepareGlobal((await upstream.cms.getPage('/')).Global, prepareContext(upstream));
    return { global, fetchedAt: new Date().toISOString() };
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'preview site-wide data failed',
    );
    return loadGlobal(upstreamClients());
  }
}

/**
 * The page at `path` from the preview answer, its listings waited for (an editor wants the whole page, and a
 * pending block's later call would read the published page); a new page with only a draft is found too.
 */
export async function loadPreviewPage(path: string): Promise<PageResult> {
  const upstream = previewUpstream();
  const key = normalisePath(path);
  try {
    const { Page } = await upstream.cms.getPage(key);
    const deadlineAt = Date.now() + env().UPSTREAM_TIMEOUT_MS;
    const prepared = await preparePageWithin(Page, prepareContext(upstream), deadlineAt);
    const page = isLatePage(prepared) ? await prepared.complete : prepared;
    return { kind: 'page', page, stale: false, fetchedAt: Date.now(), complete: null };
  } catch (error) {
    if (error instanceof UpstreamError && error.status === 404) return { kind: 'not-found' };
    log.error(
      { path: key, err: error instanceof Error ? error.message : String(error) },
      'preview page failed',
    );
    return { kind: 'unavailable' };
  }
}
