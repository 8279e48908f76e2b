import { Blocks, introBlockCount } from '@/blocks/Blocks';
import { GrantFacts } from '@/features/grants/GrantFacts';
import { grantInfoOf } from '@/features/grants/grant-info';
import { OtherGrants } from '@/features/grants/OtherGrants';
import type { ContentPageProps } from '@/server/loaders/navigation';
import styles from './ListingTemplates.module.css';

/** A grant (grantPage): the hero, the facts (deadline, amount, category, how to apply, apply link), the blocks, other open grants. */
export function GrantPageTemplate(props: ContentPageProps) {
  const { page } = props;
  const grant = grantInfoOf(page);
  const intro = introBlockCount(page);
  return (
    <article>
      {intro === 0 ? (
        <header className={`container ${styles.header}`}>
          <p className={styles.eyebrow}>Legater</p>
          <h1>{page.Name}</h1>
          {page.Teaser?.Text ? <p className={styles.teaser}>{page.Teaser.Text}</p> : null}
        </header>
      ) : (
        <Blocks page={page} site={props} to={intro} />
      )}
      {grant ? <GrantFacts grant={grant} /> : null}
      <Blocks page={page} site={props} from={intro} />
      <OtherGrants currentUrl={page.Url} search={props.config.search} />
    </article>
  );
}
