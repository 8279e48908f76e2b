import Link from 'next/link';
import { useRouter } from 'next/router';
import styles from './PageLinks.module.css';

/**
 * Links to the previous and next page of a list that the server sends a page at a time (`?side=2`): plain links
 * (they work without JavaScript; with it the page's data is fetched again), keeping the other GET parameters
 * (the filters, the other list's page), and back to the list's heading (`anchor`).
 */
export function PageLinks({
  label,
  param,
  page,
  pages,
  anchor,
}: {
  /** The navigation's accessible name, e.g. "Sider med kommende arrangementer". */
  label: string;
  param: string;
  page: number;
  pages: number;
  anchor: string;
}) {
  const router = useRouter();
  if (pages <= 1) return null;
  const path = router.asPath.split(/[?#]/)[0] ?? '/';
  const hrefOf = (n: number) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(router.query)) {
      if (key === 'slug' || key === param || value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) params.append(key, one);
    }
    if (n > 1) params.set(param, String(n));
    const query = params.toString();
    return `${path}${query ? `?${query}` : ''}#${anchor}`;
  };
  return (
    <nav className={styles.pages} aria-label={label}>
      {page > 1 ? (
        <Link href={hrefOf(page - 1)} className="button button--ghost" rel="prev">
          Forrige side
        </Link>
      ) : null}
      <p className={styles.where}>
        Side {page} af {pages}
      </p>
      {page < pages ? (
        <Link href={hrefOf(page + 1)} className="button button--ghost" rel="next">
          Næste side
        </Link>
      ) : null}
    </nav>
  );
}
