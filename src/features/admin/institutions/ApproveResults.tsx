import type { RefObject } from 'react';
import styles from './Institutions.module.css';
import type { ApproveResult } from './use-approve';

/**
 * The outcome of the last approval, one line per institution. The summary sits in a live region that is
 * always in the page; the heading takes focus afterwards, as approved rows leave the table.
 */
export function ApproveResults({
  results,
  headingRef,
}: {
  results: readonly ApproveResult[] | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const approved = results?.filter((r) => r.ok).length ?? 0;
  const failed = (results?.length ?? 0) - approved;
  const summary = results ? `${approved} godkendt${failed ? `, ${failed} fejlede` : ''}.` : '';
  return (
    <div className={styles.results}>
      <p role="status" aria-live="polite" className="visually-hidden">
        {summary ? `Resultat af godkendelsen: ${summary}` : ''}
      </p>
      {results ? (
        <section aria-labelledby="godkendelse-resultat">
          <h3 id="godkendelse-resultat" ref={headingRef} tabIndex={-1}>
            Resultat af godkendelsen: {summary}
          </h3>
          <ul className={styles.resultList}>
            {results.map((result) => (
              <li key={result.id} className={result.ok ? styles.ok : styles.failed}>
                <span aria-hidden="true">{result.ok ? '✓ ' : '✗ '}</span>
                {result.name}: {result.ok ? 'godkendt' : `fejl – ${result.text}`}
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
