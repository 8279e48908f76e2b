import { Blocks, introBlockCount } from '@/blocks/Blocks';
import type { ContentPageProps } from '@/server/loaders/navigation';
import { PageIntro } from './PageIntro';

/** The template of any page type without one of its own: its type label, title, teaser and blocks. */
export function StandardTemplate(props: ContentPageProps) {
  const { page } = props;
  return (
    <article>
      {introBlockCount(page) === 0 ? <PageIntro page={page} /> : null}
      <Blocks page={page} site={props} />
    </article>
  );
}
