import { useHits, useInstantSearch } from 'react-instantsearch';
import { EmptyState } from './EmptyState';
import { Pagination } from './Pagination';
import { RESULTS_HEADING_ID } from './paths';
import { ResultCount, resultCountText } from './ResultCount';
import { SearchHit, type ContentRecord } from './SearchHit';
import styles from './SearchScreen.module.css';
import { SortSelect } from './SortSelect';

/** The results: count, sort, the hits as an ordered list, the empty and error states, pagination. */
export function Results() {
  const { results, status, error } = useInstantSearch({ catchError: true });
  const { items } = useHits<ContentRecord>();
  // Before the first answer (no server state), InstantSearch shows placeholder results: not "nothing found".
  const pending = '__isArtificial' in results && results.__isArtificial === true;
  const query = results.query ?? '';
  const text = error
    ? 'Søgningen virker ikke lige nu'
    : pending
      ? 'Søger …'
      : resultCountText(results.nbHits, query);

  return (
    <section
      className={styles.results}
      aria-labelledby={RESULTS_HEADING_ID}
      aria-busy={status === 'stalled' || pending}
      data-query={pending ? undefined : query}
      data-status={status}
    >
      <div className={styles.toolbar}>
        <ResultCount text={text} />
        <SortSelect />
      </div>
      {error ? (
        <p className={styles.error}>Prøv igen om lidt. Du kan også finde vej via menuen øverst på siden.</p>
      ) : pending ? null : results.nbHits === 0 ? (
        <EmptyState query={query} />
      ) : (
        <>
          <ol className={styles.hits} start={results.page * results.hitsPerPage + 1}>
            {items.map((hit) => (
              <li key={hit.objectID}>
                <SearchHit hit={hit} />
              </li>
            ))}
          </ol>
          <Pagination />
        </>
      )}
    </section>
  );
}
