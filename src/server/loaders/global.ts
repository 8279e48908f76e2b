import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { UpstreamCache } from '../cache';
import { log } from '../log';
import { globalSchema, type Global } from '../upstream/cms-schemas';
import type { Upstream } from '../upstream';

/** Site-wide data changes rarely: five minutes in memory, and the last good copy when the CMS fails. */
const GLOBAL_TTL_MS = 5 * 60_000;
const cache = new UpstreamCache<Global>(GLOBAL_TTL_MS, 1);

/** The static copy written before the build (scripts/snapshot-global.mjs), used until the first fetch. */
export const STATIC_GLOBAL_PATH = join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'global.json');

let staticCopy: { global: Global; fetchedAt: string } | null | undefined;

function readStaticCopy() {
  if (staticCopy !== undefined) return staticCopy;
  staticCopy = null;
  try {
    if (existsSync(STATIC_GLOBAL_PATH)) {
      const raw = JSON.parse(readFileSync(STATIC_GLOBAL_PATH, 'utf8')) as { Global?: unknown; fetchedAt?: string };
      const parsed = globalSchema.safeParse(raw.Global);
      if (parsed.success) staticCopy = { global: parsed.data, fetchedAt: raw.fetchedAt ?? '' };
    }
  } catch (error) {
    log.warn({ err: error instanceof Error ? error.message : String(error) }, 'static global.json unreadable');
  }
  return staticCopy;
}

export interface LoadedGlobal {
  global: Global;
  fetchedAt: string;
}

/** The `global` step of the navigation chain: site-wide data or null (logged; never a crash). */
export async function loadGlobal(upstream: Upstream): Promise<LoadedGlobal | null> {
  try {
    const { value, fetchedAt } = await cache.get('global', async () => (await upstream.cms.getPage('/')).Global);
    return { global: value, fetchedAt: new Date(fetchedAt).toISOString() };
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'site-wide data unavailable');
    return readStaticCopy();
  }
}

/** For tests: forget what was cached. */
export function clearGlobalCache() {
  cache.clear();
  staticCopy = undefined;
}
