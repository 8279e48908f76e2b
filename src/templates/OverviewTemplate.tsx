import { Blocks, introBlockCount } from '@/blocks/Blocks';
import type { ContentPageProps } from '@/server/loaders/navigation';
import styles from './ListingTemplates.module.css';

/**
 * The list pages (eventOverview /arrangementer/, grantOverview /legater/, newsOverview /nyheder/): the page's
 * hero, or its title and teaser, then its blocks. The lists themselves are the pages' list blocks, which the
 * server filled from the search index or the CMS (src/server/content/preparers-listing.ts).
 */
export function OverviewTemplate(props: ContentPageProps) {
  const { page } = props;
  return (
    <article>
      {introBlockCount(page) === 0 ? (
        <header className={`container ${styles.header}`}>
          <h1>{page.Name}</h1>
          {page.Teaser?.Text ? <p className={styles.teaser}>{page.Teaser.Text}</p> : null}
        </header>
      ) : null}
      <Blocks page={page} site={props} />
    </article>
  );
}
