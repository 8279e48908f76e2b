import { pageTypeLabel } from '@/lib/page-types';
import type { Page } from '@/cms/vocabulary';

/** The opening of a page that does not start with a hero block: its type label, title and teaser. */
export function PageIntro({ page }: { page: Page }) {
  return (
    <header className="container" style={{ paddingBlock: '2.5rem 1rem' }}>
      <p
        style={{
          textTransform: 'uppercase',
          letterSpacing: '0.08em',
          fontSize: '0.85rem',
          color: 'var(--text-muted)',
        }}
      >
        {pageTypeLabel(page.ContentType)}
      </p>
      <h1>{page.Name}</h1>
      {page.Teaser?.Text ? <p style={{ fontSize: '1.2rem', maxWidth: '46rem' }}>{page.Teaser.Text}</p> : null}
    </header>
  );
}
