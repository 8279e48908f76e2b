import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UpstreamCache } from '../cache';
import { prepareGlobal, sanitizeSvg } from '../content/prepare-global';
import { env } from '../env';
import { log } from '../log';
import { onPurge } from '../revalidation';
import { globalSchema, type Global } from '../upstream/cms-schemas';
import type { Upstream } from '../upstream';

/** Site-wide data changes rarely: five minutes in memory, and the last good copy when the CMS fails. */
const GLOBAL_TTL_MS = 5 * 60_000;
const cache = new UpstreamCache<Global>(GLOBAL_TTL_MS, 1);
let purgeable = false;

/** The static copy written before the build (written by scripts/start.mjs), used until the first fetch. */
export const STATIC_GLOBAL_PATH = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'global.json');

export type GlobalPreparer = (global: Global) => Promise<Global>;

/** SoMe icons and the login modal's rich text, sanitised and rewritten (see content/prepare-global.ts). */
const defaultPreparer =
  (upstream: Upstream): GlobalPreparer =>
  (global) =>
    prepareGlobal(global, {
      cms: upstream.cms,
      cmsBaseUrl: env().CMS_BASE_URL,
      imageCdnUrl: env().IMAGE_CDN_URL,
    });

/** When even preparing fails (the CMS is down), the copy keeps its safe parts: icons sanitised, no modal text. */
const withoutRichText = (global: Global): Global => ({
  ...global,
  SoMe: global.SoMe.map((item) => ({ ...item, SVG: sanitizeSvg(item.SVG) })),
  MyPageSettings: { ModalInformation: '' },
});

let staticCopy: Promise<LoadedGlobal | null> | undefined;

async function readStaticCopy(prepare: GlobalPreparer): Promise<LoadedGlobal | null> {
  // Site-wide data is forgotten when the CMS says everything changed (src/server/revalidation.ts).
  if (!purgeable) {
    purgeable = true;
    onPurge((scope) => {
      if ('all' in scope) cache.clear();
    });
  }
  try {
    if (!existsSync(STATIC_GLOBAL_PATH)) return null;
    const raw = JSON.parse(readFileSync(STATIC_GLOBAL_PATH, 'utf8')) as {
      Global?: unknown;
      fetchedAt?: string;
    };
    const parsed = globalSchema.safeParse(raw.Global);
    // The copy is raw CMS data: it goes through the same preparation as a fetched one.
    if (!parsed.success) return null;
    const global = await prepare(parsed.data).catch(() => withoutRichText(parsed.data));
    return { global, fetchedAt: raw.fetchedAt ?? '' };
  } catch (error) {
    log.warn(
      { err: error instanceof Error ? error.message : String(error) },
      'static global.json unreadable',
    );
    return null;
  }
}

export interface LoadedGlobal {
  global: Global;
  fetchedAt: string;
}

/**
 * The `global` step of the navigation chain: site-wide data or null (logged; never a crash).
 * `prepare` runs once per fetched copy, inside the cache loader.
 */
export async function loadGlobal(
  upstream: Upstream,
  prepare: GlobalPreparer = defaultPreparer(upstream),
): Promise<LoadedGlobal | null> {
  try {
    const { value, fetchedAt } = await cache.get('global', async () =>
      prepare((await upstream.cms.getPage('/')).Global),
    );
    return { global: value, fetchedAt: new Date(fetchedAt).toISOString() };
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'site-wide data unavailable');
    staticCopy ??= readStaticCopy(prepare);
    return staticCopy;
  }
}

/** For tests: forget what was cached. */
export function clearGlobalCache() {
  cache.clear();
  staticCopy = undefined;
}
