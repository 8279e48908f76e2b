import styles from './DataTable.module.css';

/** A table's paging: Forrige, "Side 2 af 5", Næste; only when there is more than one page. */
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
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label={`Sider i ${caption}`}>
      <button
        type="button"
        className="button button--ghost"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
      >
        Forrige
      </button>
      <span>
        Side {page + 1} af {pageCount}
      </span>
      <button
        type="button"
        className="button button--ghost"
        disabled={page >= pageCount - 1}
        onClick={() => onPage(page + 1)}
      >
        Næste
      </button>
    </nav>
  );
}
