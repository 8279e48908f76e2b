import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { ArticleCard } from '@/components/Cards/ArticleCard';
import { CardGrid } from '@/components/Cards/CardGrid';
import { useFocusAfterRender } from '@/lib/client/focus-after-render';
import type { ArticleSummary } from '@/cms/blocks/latest-articles';
import styles from './News.module.css';

export interface ArticleListProps {
  initial: ArticleSummary[];
  hasMore: boolean;
  pageId: number;
  pageSize: number;
  /** Show "Vis flere" (the news overview). */
  loadMore: boolean;
  headingLevel: 2 | 3;
}

const noSubscribe = () => () => undefined;
/** False on the server and in the first render, true once the page runs: "Vis flere" needs JavaScript. */
const useHydrated = () =>
  useSyncExternalStore(
    noSubscribe,
    () => true,
    () => false,
  );

const countText = (n: number) => (n === 1 ? '1 nyhed' : `${n} nyheder`);

/**
 * A list of article cards. With `loadMore`, "Vis flere" asks `content.getLatestArticles` for the next page
 * (`skip` = articles shown, one more than a page to know whether more exist); focus moves to the first new
 * article, and the button goes away at the end.
 */
export function ArticleList({
  initial,
  hasMore,
  pageId,
  pageSize,
  loadMore,
  headingLevel,
}: ArticleListProps) {
  const hydrated = useHydrated();
  const [articles, setArticles] = useState(initial);
  const [more, setMore] = useState(hasMore);
  const [loading, setLoading] = useState(false);
  const [status, setStatus] = useState('');
  const links = useRef(new Map<number, HTMLAnchorElement>());
  const statusRef = useRef<HTMLParagraphElement>(null);
  const focusAfterRender = useFocusAfterRender();
  const focusNext = useRef<number | null>(null);

  useEffect(() => {
    if (focusNext.current === null) return;
    const target = articles[focusNext.current];
    focusNext.current = null;
    if (target) links.current.get(target.Id)?.focus();
  }, [articles]);

  const onMore = async () => {
    if (loading) return;
    setLoading(true);
    setStatus('');
    const next = await import('@/lib/client/api')
      .then(({ api }) =>
        api.content.getLatestArticles.query({
          amount: Math.min(pageSize + 1, 50),
          pageId,
          skip: articles.length,
        }),
      )
      .catch(() => null);
    setLoading(false);
    if (!next) {
      setStatus('Nyhederne kunne ikke hentes. Prøv igen om lidt.');
      return;
    }
    const known = new Set(articles.map((article) => article.Id));
    const fresh = next.slice(0, pageSize).filter((article) => !known.has(article.Id));
    setMore(next.length > pageSize && fresh.length > 0);
    if (fresh.length === 0) {
      setStatus('Der er ikke flere nyheder.');
      focusAfterRender(() => statusRef.current);
      return;
    }
    focusNext.current = articles.length;
    setArticles([...articles, ...fresh]);
    setStatus(`${countText(fresh.length)} mere. Der vises nu ${countText(articles.length + fresh.length)}.`);
  };

  if (articles.length === 0) return <p>Der er ingen nyheder lige nu.</p>;
  return (
    <>
      <CardGrid
        items={articles}
        itemKey={(article) => article.Id}
        renderItem={(article) => (
          <ArticleCard
            article={article}
            headingLevel={headingLevel}
            linkRef={(element) => {
              if (element) links.current.set(article.Id, element);
              else links.current.delete(article.Id);
            }}
          />
        )}
      />
      {loadMore ? (
        <div className={styles.more}>
          {hydrated && more ? (
            <button type="button" className="button" onClick={() => void onMore()} aria-disabled={loading}>
              {loading ? 'Henter flere nyheder …' : 'Vis flere'}
            </button>
          ) : null}
          <p ref={statusRef} className={styles.status} role="status" tabIndex={-1}>
            {status}
          </p>
        </div>
      ) : null}
    </>
  );
}
