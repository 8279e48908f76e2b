import type { PreparedPage, TemplatePart } from '@/cms/blocks';
import { StaticHtml } from './StaticHtml';

/** One of a template's own parts, as the server rendered it (src/render/static-template-parts.tsx). */
export function TemplatePartView({ page, part }: { page: PreparedPage; part: TemplatePart }) {
  const html = page.Parts?.[part];
  return html ? <StaticHtml part={html} /> : null;
}
