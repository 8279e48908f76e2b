import { UpstreamCache } from '../cache';
import { log } from '../log';
import { onPurge } from '../revalidation';
import type { Upstream } from '../upstream';

/** One header script as the page head renders it: its code, or an external source, and its optional id. */
export interface HeaderScript {
  id: string | null;
  src: string | null;
  code: string;
  /**
   * The script's own attributes that change how it loads or whether it runs (KEPT_ATTRIBUTES, lower-case
   * names; '' for a boolean one), so a consent manager's `type="text/plain"` scripts stay inert until consent.
   */
  attributes: Record<string, string>;
}

/** Attributes kept besides id and src; event handlers and a nonce of the CMS's own never reach the page. */
const KEPT_ATTRIBUTES = new Set([
  'type',
  'async',
  'defer',
  'nomodule',
  'crossorigin',
  'integrity',
  'referrerpolicy',
]);
const DATA_ATTRIBUTE = /^data-[a-z0-9_.-]+$/;
const ATTRIBUTE = /([^\s"'<>\/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

function keptAttributes(attributes: string): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [, rawName = '', double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    const name = rawName.toLowerCase();
    if (name in kept || !(KEPT_ATTRIBUTES.has(name) || DATA_ATTRIBUTE.test(name))) continue;
    kept[name] = double ?? single ?? bare ?? '';
  }
  return kept;
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
const attribute = (attributes: string, name: string): string | null => {
  const match = new RegExp(`(?:^|\\s)${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+))`, 'i').exec(
    attributes,
  );
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : null;
};

/**
 * Reads the CMS's header scripts (`[{ Script: '<script id="…">…</script>' }]`, SPEC section 3 "Dynamic header
 * script"): every script element in each string, with its inner code, its `id`, an http(s) `src` and the
 * attributes that say how it runs (`type`, `async`, `defer`, `data-*`, …). A
 * script whose id was seen before is left out (ids are unique in a document), and so is an empty one.
 * Administrators' scripts are trusted code by design: this reads them, it does not judge them.
 */
export function parseHeaderScripts(answer: readonly { Script: string }[]): HeaderScript[] {
  const scripts: HeaderScript[] = [];
  const ids = new Set<string>();
  for (const { Script } of answer) {
    for (const [, attributes = '', code = ''] of Script.matchAll(SCRIPT_ELEMENT)) {
      const id = attribute(attributes, 'id')?.trim() || null;
      const rawSrc = attribute(attributes, 'src')?.trim() ?? '';
      const src = /^https?:\/\//i.test(rawSrc) ? rawSrc : null;
      if (!src && !code.trim()) continue;
      if (id) {
        if (ids.has(id)) continue;
        ids.add(id);
      }
      scripts.push({ id, src, code: src ? '' : code, attributes: keptAttributes(attributes) });
    }
  }
  return scripts;
}

/** Header scripts change rarely: five minutes in memory (the last good copy when the CMS fails). */
const SCRIPTS_TTL_MS = 5 * 60_000;
const cache = new UpstreamCache<HeaderScript[]>(SCRIPTS_TTL_MS, 1);
let purgeable = false;

/** GET /api/Scripts/GetScripts (without Authorization); on failure the error is logged and no scripts are added. */
export async function loadHeaderScripts(upstream: Upstream): Promise<HeaderScript[]> {
  // Forgotten when the CMS says everything changed (src/server/revalidation.ts).
  if (!purgeable) {
    purgeable = true;
    onPurge((scope) => {
      if ('all' in scope) cache.clear();
    });
  }
  try {
    return (await cache.get('scripts', async () => parseHeaderScripts(await upstream.cms.getScripts())))
      .value;
  } catch (error) {
    log.error({ err: error instanceof Error ? error.message : String(error) }, 'header scripts unavailable');
    return [];
  }
}

/** For tests: forget what was cached. */
export function clearHeaderScriptsCache() {
  cache.clear();
}
