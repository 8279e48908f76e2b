import { Image as CdnImage } from '@/components/Image/Image';
import { formatLongDate } from '@/lib/dates';
import { pageTypeLabel } from '@/lib/page-types';
import type { PreparedPage } from '@/cms/blocks';
import styles from './ListingTemplates.module.css';

const readAuthor = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const readTags = (value: unknown) =>
  Array.isArray(value)
    ? value.filter((tag): tag is string => typeof tag === 'string' && tag.trim() !== '')
    : [];

/**
 * A news article's heading: type label and title (when no hero opens it), author, publish date, tags, teaser and
 * its image. Nobody acts on it, so the server renders it to HTML once per prepared copy (docs/decisions/0009).
 */
export function ArticleHeader({ page, opened }: { page: PreparedPage; opened: boolean }) {
  const author = readAuthor(page.Author);
  const tags = readTags(page.Tags);
  const image = page.Teaser?.Image ?? null;
  return (
    <header className={`container ${styles.header}`}>
      {!opened ? (
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
      {!opened && page.Teaser?.Text ? <p className={styles.teaser}>{page.Teaser.Text}</p> : null}
      {!opened && image ? (
        <div className={styles.image}>
          <CdnImage media={image} sizes="(min-width: 74rem) 72rem, calc(100vw - 2rem)" priority />
        </div>
      ) : null}
    </header>
  );
}
