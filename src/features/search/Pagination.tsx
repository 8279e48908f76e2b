import type { MouseEvent, ReactNode } from 'react';
import { usePagination } from 'react-instantsearch';
import { RESULTS_HEADING_ID } from './paths';
import { relativeUrl } from './routing';
import styles from './SearchScreen.module.css';

/** Pages as real links (they work without JavaScript and open in a new tab); a click stays on the page. */
export function Pagination() {
  const { pages, currentRefinement, nbPages, isFirstPage, isLastPage, refine, createURL } = usePagination({
    padding: 2,
  });
  if (nbPages <= 1) return null;

  const go = (page: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || event.button !== 0) return;
    event.preventDefault();
    refine(page);
    // Start reading the new page from the top of the results, as after a page load.
    const heading = document.getElementById(RESULTS_HEADING_ID);
    heading?.focus({ preventScroll: true });
    heading?.scrollIntoView({ block: 'start' });
  };
  const link = (page: number, children: ReactNode, label: string, rel?: 'prev' | 'next') => (
    <a
      href={relativeUrl(createURL(page))}
      onClick={go(page)}
      aria-label={label}
      aria-current={page === currentRefinement ? 'page' : undefined}
      rel={rel}
      className={styles.pageLink}
    >
      {children}
    </a>
  );
  const first = pages[0] ?? 0;
  const last = pages[pages.length - 1] ?? 0;

  return (
    <nav aria-label="Sider" className={styles.pagination}>
      <ul>
        {isFirstPage ? null : <li>{link(currentRefinement - 1, 'Forrige', 'Forrige side', 'prev')}</li>}
        {first > 0 ? <li>{link(0, '1', 'Side 1')}</li> : null}
        {first > 1 ? <li aria-hidden="true">…</li> : null}
        {pages.map((page) => (
          <li key={page}>{link(page, String(page + 1), `Side ${page + 1}`)}</li>
        ))}
        {last < nbPages - 2 ? <li aria-hidden="true">…</li> : null}
        {last < nbPages - 1 ? <li>{link(nbPages - 1, String(nbPages), `Side ${nbPages}`)}</li> : null}
        {isLastPage ? null : <li>{link(currentRefinement + 1, 'Næste', 'Næste side', 'next')}</li>}
      </ul>
    </nav>
  );
}
