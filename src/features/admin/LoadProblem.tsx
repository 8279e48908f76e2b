import type { ReactNode } from 'react';
import styles from './LoadProblem.module.css';

/** What an admin screen part shows when its data could not be fetched: why, and a button that asks again. */
export function LoadProblem({ children, onRetry }: { children: ReactNode; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.problem}>
      <p>{children}</p>
      <button type="button" className="button button--ghost" onClick={onRetry}>
        Prøv igen
      </button>
    </div>
  );
}
