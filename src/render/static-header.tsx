import type { StaticPart } from '@/cms/blocks';
import { SiteHeader } from '@/components/SiteHeader/SiteHeader';
import type { VersionedPart } from '@/lib/static-part';
import type { SiteProps } from '@/server/loaders/navigation';
import { renderedOnce, renderPart } from './render-part';

const once = renderedOnce<object>();
/** The key of the header drawn without site-wide data (the CMS down and no copy kept). */
const NO_GLOBAL = {};

/** A short fingerprint of the HTML (FNV-1a, 32 bits): tells one copy of the header from another, no more. */
const fingerprint = (html: string) => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < html.length; i += 1) hash = Math.imul(hash ^ html.charCodeAt(i), 0x01000193);
  return `${(hash >>> 0).toString(36)}-${html.length.toString(36)}`;
};

/**
 * The public header as HTML, rendered once per copy of the site-wide data (docs/decisions/0009 and 0042), with
 * its version. The same HTML serves every page: the browser's listener marks the page shown.
 */
export function headerPart(site: SiteProps, part: (html: string) => StaticPart): VersionedPart {
  const key = site.global ?? NO_GLOBAL;
  const html = once(key, 'header', () =>
    renderPart(site.config, 'header-', <SiteHeader global={site.global} />),
  );
  // Kept with the HTML: every request takes the part, and hashing it each time would be work done again.
  return { ...part(html), version: once(key, 'header-version', () => fingerprint(html)) };
}
