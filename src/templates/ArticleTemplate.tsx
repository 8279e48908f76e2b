import { Blocks, introBlockCount } from '@/blocks/Blocks';
import { TemplatePartView } from '@/components/StaticHtml/TemplatePartView';
import type { ContentPageProps } from '@/server/loaders/navigation';

/**
 * A news article: its opening hero (if any), its heading (ArticleHeader, sent as HTML), then the blocks (the
 * CMS ends articles with a "Læs også" latest-articles block that leaves this article out).
 */
export function ArticleTemplate(props: ContentPageProps) {
  const { page } = props;
  const intro = introBlockCount(page);
  return (
    <article>
      {intro > 0 ? <Blocks page={page} site={props} to={intro} /> : null}
      <TemplatePartView page={page} part="articleHeader" />
      <Blocks page={page} site={props} from={intro} />
    </article>
  );
}
