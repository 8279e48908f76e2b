import { PageTitle } from '@/components/PageTitle/PageTitle';
import type { ContentPageProps } from '@/server/loaders/navigation';

/** Labels of SPEC section 2 for content types; any other type shows its raw name. */
export const PAGE_TYPE_LABELS: Record<string, string> = {
  projectPage: 'Projekter',
  eventPage: 'Arrangementer',
  materialsPage: 'Undervisningsmateriale',
  article: 'Nyheder',
  teknologipagten: 'Teknologipagten',
  partnerPage: 'Partners',
};

export const pageTypeLabel = (type: string) => PAGE_TYPE_LABELS[type] ?? type;

/** A CMS page. The blocks are drawn as outlines here; the block components come with the public-site work. */
export function ContentPage({ page, global }: ContentPageProps) {
  const title = page.Seo?.Title || page.Name;
  return (
    <article className="container" style={{ paddingBlock: '2rem' }}>
      <PageTitle title={title} siteName={global?.SiteName} />
      <p style={{ textTransform: 'uppercase', letterSpacing: '0.08em', fontSize: '0.85rem', color: 'var(--text-muted)' }}>
        {pageTypeLabel(page.ContentType)}
      </p>
      <h1>{page.Name}</h1>
      {page.Teaser?.Text ? <p>{page.Teaser.Text}</p> : null}
      {page.Blocks.filter((block) => block.Content.Headline).map((block, index) => (
        <section key={`${block.ContentType}-${index}`} id={block.Content.AnchorId}>
          <h2>{block.Content.Headline}</h2>
        </section>
      ))}
    </article>
  );
}
