import { Blocks, introBlockCount } from '@/blocks/Blocks';
import { Image as CdnImage } from '@/components/Image/Image';
import { formatLongDate } from '@/lib/dates';
import { pageTypeLabel } from '@/lib/page-types';
import type { ContentPageProps } from '@/server/loaders/navigation';
import styles from './ListingTemplates.module.css';

const readAuthor = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const readTags = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
    : [];

/**
 * A news article: type label, title, author, publish date, tags, teaser and its image, then the blocks (the
 * CMS ends articles with a "Læs også" latest-articles block that leaves this article out).
 */
export function ArticleTemplate(props: ContentPageProps) {
  const { page } = props;
  const author = readAuthor(page.Author);
  const tags = readTags(page.Tags);
  const intro = introBlockCount(page);
  const image = page.Teaser?.Image ?? null;
  return (
    <article>
      {intro > 0 ? <Blocks page={page} site={props} to={intro} /> : null}
      <header className={`container ${styles.header}`}>
        {intro === 0 ? (
          <>
            <p className={styles.eyebrow}>{pageTypeLabel(page.ContentType)}</p>
            <h1>{page.Name}</h1>
          </>
        ) : null}
        <p className={styles.meta}>
          {author ? <span>Af {author}</span> : null}
          {page.PublishDate ? (
            <span>
              Udgivet <time dateTime={page.PublishDate}>{formatLongDate(page.PublishDate)}</time>
            </span>
          ) : null}
        </p>
        {tags.length > 0 ? (
          <ul className={styles.tags} aria-label="Emner">
            {tags.map((tag) => (
              <li key={tag} className={styles.tag}>
                {tag}
              </li>
            ))}
          </ul>
        ) : null}
        {intro === 0 && page.Teaser?.Text ? <p className={styles.teaser}>{page.Teaser.Text}</p> : null}
        {intro === 0 && image ? (
          <div className={styles.image}>
            <CdnImage media={image} sizes="(min-width: 74rem) 72rem, calc(100vw - 2rem)" priority />
          </div>
        ) : null}
      </header>
      <Blocks page={page} site={props} from={intro} />
    </article>
  );
}
