import { useState } from 'react';
import styles from './Overview.module.css';

/**
 * A list whose call failed (the default policy's null, or a typed error): said in Danish, with a way to try
 * again. While the retry runs the button says so; its outcome replaces this box.
 */
export function LoadFailed({ what, retry }: { what: string; retry: () => Promise<unknown> }) {
  const [busy, setBusy] = useState(false);
  return (
    <div className={styles.failed} role="alert">
      <p>{what} kunne ikke hentes lige nu.</p>
      <button
        type="button"
        className="button button--ghost"
        disabled={busy}
        onClick={() => {
          setBusy(true);
          void retry()
            .catch(() => undefined)
            .finally(() => setBusy(false));
        }}
      >
        {busy ? 'Prøver igen …' : 'Prøv igen'}
      </button>
    </div>
  );
}
