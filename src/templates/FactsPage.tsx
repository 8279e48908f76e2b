import type { ReactNode } from 'react';
import { Blocks, introBlockCount } from '@/blocks/Blocks';
import type { ContentPageProps } from '@/server/loaders/navigation';
import styles from './ListingTemplates.module.css';

/**
 * An event or a grant page: its opening (its hero blocks or, without them, its label, title and teaser), its
 * facts, the rest of its blocks, and what follows them.
 */
export function FactsPage({
  site,
  eyebrow,
  facts,
  children,
}: {
  site: ContentPageProps;
  eyebrow: string;
  facts: ReactNode;
  children?: ReactNode;
}) {
  const { page } = site;
  const intro = introBlockCount(page);
  return (
    <article>
      {intro === 0 ? (
        <header className={`container ${styles.header}`}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          <h1>{page.Name}</h1>
          {page.Teaser?.Text ? <p className={styles.teaser}>{page.Teaser.Text}</p> : null}
        </header>
      ) : (
        <Blocks page={page} site={site} to={intro} />
      )}
      {facts}
      <Blocks page={page} site={site} from={intro} />
      {children}
    </article>
  );
}
