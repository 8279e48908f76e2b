import { useState } from 'react';
import { partHtml, type VersionedPart } from '@/lib/static-part';

/**
 * A part every page shows the same (the header), kept as the browser has it across pages (docs/decisions/0042).
 * As `StaticHtml`, but the HTML given to React changes only when a new version of the part arrives with its HTML:
 * a page reached by a link brings the header's HTML in its data, and drawing that again would replace the
 * elements the visitor is using (focus, an open panel, the login button drawn into its slot) with equal ones.
 */
export function KeptStaticHtml({ part }: { part: VersionedPart }) {
  const [shown, setShown] = useState(() => ({ version: part.version, html: partHtml(part) ?? '' }));
  const html = partHtml(part);
  if (part.version !== shown.version && html !== undefined) setShown({ version: part.version, html });
  return (
    <div className="static-part" dangerouslySetInnerHTML={{ __html: shown.html }} suppressHydrationWarning />
  );
}
