import { useEffect, useRef, useState } from 'react';
import styles from './Overview.module.css';

/**
 * A list whose call failed (the default policy's null, or a typed error): said in Danish, with a way to try
 * again. While the retry runs the button says so (it stays focusable: a disabled button would drop focus); when
 * the data has come, this box is gone and focus moves to `focusAfter` (an element id), so it is not lost.
 */
export function LoadFailed({
  what,
  retry,
  focusAfter = 'main',
}: {
  what: string;
  retry: () => Promise<unknown>;
  focusAfter?: string;
}) {
  const [busy, setBusy] = useState(false);
  const retried = useRef(false);
  // The data came and this box is gone: if focus went with it (to <body>), put it on the list's heading.
  useEffect(
    () => () => {
      const lost = !document.activeElement || document.activeElement === document.body;
      if (retried.current && lost) document.getElementById(focusAfter)?.focus();
    },
    [focusAfter],
  );
  return (
    <div className={styles.failed} role="alert">
      <p>{what} kunne ikke hentes lige nu.</p>
      <button
        type="button"
        className="button button--ghost"
        aria-disabled={busy}
        onClick={() => {
          if (busy) return;
          setBusy(true);
          retried.current = true;
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
