import { Blocks } from '@/blocks/Blocks';
import { pageTypeLabel } from '@/lib/page-types';
import type { ContentPageProps } from '@/server/loaders/navigation';

/** The template of any page type without one of its own: its type label, title, teaser and blocks. */
export function StandardTemplate(props: ContentPageProps) {
  const { page } = props;
  const startsWithHero = page.Blocks[0]?.ContentType === 'heroBlock';
  return (
    <article>
      {startsWithHero ? null : (
        <header className="container" style={{ paddingBlock: '2.5rem 1rem' }}>
          <p style={{ textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.85rem', color: 'var(--text-muted)' }}>
            {pageTypeLabel(page.ContentType)}
          </p>
          <h1>{page.Name}</h1>
          {page.Teaser?.Text ? <p style={{ fontSize: '1.2rem', maxWidth: '46rem' }}>{page.Teaser.Text}</p> : null}
        </header>
      )}
      <Blocks page={page} site={props} />
    </article>
  );
}
