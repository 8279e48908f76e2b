import { useEffect, useRef } from 'react';
import styles from './DataTable.module.css';

/**
 * A table's paging: Forrige, "Side 2 af 5", Næste; only when there is more than one page. Reaching the first
 * or the last page disables the button just used: focus then moves to the other one, never to the page's top.
 */
export function Pager({
  caption,
  page,
  pageCount,
  onPage,
}: {
  caption: string;
  /** 0-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}) {
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const used = useRef<'previous' | 'next' | null>(null);
  useEffect(() => {
    const last = used.current;
    used.current = null;
    if (last === 'next' && next.current?.disabled) previous.current?.focus();
    if (last === 'previous' && previous.current?.disabled) next.current?.focus();
  }, [page]);

  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={`Sider i ${caption}`}>
      <button
        ref={previous}
        type="button"
        className="button button--ghost"
        disabled={page === 0}
        onClick={() => {
          used.current = 'previous';
          onPage(page - 1);
        }}
      >
        Forrige
      </button>
      <span>
        Side {page + 1} af {pageCount}
      </span>
      <button
        ref={next}
        type="button"
        className="button button--ghost"
        disabled={page >= pageCount - 1}
        onClick={() => {
          used.current = 'next';
          onPage(page + 1);
        }}
      >
        Næste
      </button>
    </nav>
  );
}
