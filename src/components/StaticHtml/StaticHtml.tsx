import type { StaticPart } from '@/cms/blocks';
import { partHtml } from '@/lib/static-part';

/**
 * A part of the page the server rendered to HTML (docs/decisions/0009). In the first HTML the browser keeps what
 * the document holds: React does not look inside an element set by `dangerouslySetInnerHTML` while hydrating,
 * and never rewrites it while the value stays the same, so the part costs no component code and no hydration.
 * A page reached by a link brings the HTML in its data. The wrapper takes no box (`display: contents`).
 */
export function StaticHtml({ part }: { part: StaticPart }) {
  return (
    <div
      className="static-part"
      dangerouslySetInnerHTML={{ __html: partHtml(part) ?? '' }}
      suppressHydrationWarning
    />
  );
}
