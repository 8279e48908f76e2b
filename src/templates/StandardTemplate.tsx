import { Blocks, introBlockCount } from '@/blocks/Blocks';
import { TemplatePartView } from '@/components/StaticHtml/TemplatePartView';
import type { ContentPageProps } from '@/server/loaders/navigation';

/** The template of any page type without one of its own: its type label, title, teaser and blocks. */
export function StandardTemplate(props: ContentPageProps) {
  const { page } = props;
  return (
    <article>
      {introBlockCount(page) === 0 ? <TemplatePartView page={page} part="intro" /> : null}
      <Blocks page={page} site={props} />
    </article>
  );
}
