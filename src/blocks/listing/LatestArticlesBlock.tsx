import { CmsLink } from '@/components/CmsLink/CmsLink';
import { blockAnchorId } from '@/lib/routes';
import { nonEmpty } from '@/blocks/fields';
import { ArticleList } from '@/features/news/ArticleList';
import type { BlockProps } from '../types';
import styles from './Listing.module.css';

/**
 * `latestArticlesBlock`: the newest articles (GetLatestArticles with the block's Amount, this page left out),
 * fetched on the server. On the news overview it grows with "Vis flere"; elsewhere it links to all news.
 */
export function LatestArticlesBlock({ block, page }: BlockProps<'latestArticlesBlock'>) {
  const data = block.Data;
  if (data.articles.length === 0 && page.ContentType !== 'newsOverview') return null;
  const headline = nonEmpty(block.Content.Headline);
  const anchorId = blockAnchorId(block.Content.AnchorId);
  const headingId = `${anchorId ?? 'nyheder'}-titel`;
  return (
    <section
      className={`container ${styles.block}`}
      id={anchorId}
      aria-labelledby={headline ? headingId : undefined}
      aria-label={headline ? undefined : 'Nyheder'}
    >
      {headline ? <h2 id={headingId}>{headline}</h2> : null}
      <ArticleList
        initial={data.articles}
        hasMore={data.hasMore}
        pageId={data.pageId}
        pageSize={data.amount}
        loadMore={page.ContentType === 'newsOverview'}
        headingLevel={headline ? 3 : 2}
      />
      {data.link ? (
        <p className={styles.more}>
          <CmsLink link={data.link} className="button button--ghost" />
        </p>
      ) : null}
    </section>
  );
}
