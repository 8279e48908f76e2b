import { AppLink } from '@/components/AppLink/AppLink';
import type { Ref } from 'react';
import { formatShortDate } from '@/lib/dates';
import type { ArticleSummary } from '@/cms/blocks/latest-articles';
import { CardImage } from './CardImage';
import styles from './Cards.module.css';

export interface ArticleCardProps {
  article: ArticleSummary;
  headingLevel?: 2 | 3 | 4;
  /** The title link, for moving focus to a newly loaded article. */
  linkRef?: Ref<HTMLAnchorElement>;
}

/** A news article in a list: date, title (the card's one link), teaser and author. */
export function ArticleCard({ article, headingLevel = 3, linkRef }: ArticleCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={styles.card}>
      <CardImage media={article.Teaser.Image} />
      <div className={styles.body}>
        <p className={styles.meta}>
          <time dateTime={article.PublishDate}>{formatShortDate(article.PublishDate)}</time>
          {article.Author ? <> · {article.Author}</> : null}
        </p>
        <Heading className={styles.title}>
          <AppLink href={article.Url} className={styles.link} ref={linkRef}>
            {article.Name}
          </AppLink>
        </Heading>
        {article.Teaser.Text ? <p className={styles.teaser}>{article.Teaser.Text}</p> : null}
      </div>
    </article>
  );
}
