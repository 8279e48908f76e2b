import { useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './LoadFailure.module.css';

/** The sentences for a part whose data could not be fetched: "{what} kunne ikke hentes lige nu." and after a failed retry. */
export const couldNotFetch = (what: string) => ({
  message: `${what} kunne ikke hentes lige nu.`,
  stillFailing: `${what} kunne stadig ikke hentes. Prøv igen om lidt.`,
});

/**
 * What a screen part shows when its data could not be fetched (the default policy's null, or an error): the
 * Danish message in an alert and a "Prøv igen" button that asks again. Every screen draws a failed part with
 * this one component.
 *
 * Keyboard and screen readers:
 * - While the retry runs the button says "Prøver igen …" and is `aria-disabled`, not `disabled`: a disabled
 *   button loses focus (to <body>), and the person would have to find their place again. A click meanwhile does
 *   nothing.
 * - When the data has come, this box goes away. If focus went with it, it moves to `focusAfter` (the part's
 *   heading, an element id with tabIndex -1; the page's <main> unless given), so the person continues there.
 * - When the retry failed as well, the box stays and says so again (`stillFailing`, else the message once more)
 *   in a fresh alert, so it is read out a second time; focus stays on the button.
 */
export function LoadFailure({
  message,
  stillFailing,
  retry,
  focusAfter = 'main',
}: {
  message: ReactNode;
  /** Said after a retry that failed too; the message again unless given. */
  stillFailing?: ReactNode;
  /** Fetches again (a query's refetch). Success is seen by this box going away; a throw counts as a failure. */
  retry: () => Promise<unknown>;
  focusAfter?: string;
}) {
  const [busy, setBusy] = useState(false);
  const [failedRetries, setFailedRetries] = useState(0);
  const mounted = useRef(true);
  const retried = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // The data came and this box is gone: if focus went with it (to <body>), put it where the part continues.
      const lost = !document.activeElement || document.activeElement === document.body;
      if (retried.current && lost) document.getElementById(focusAfter)?.focus();
    };
  }, [focusAfter]);

  const again = () => {
    if (busy) return;
    setBusy(true);
    retried.current = true;
    void retry()
      .catch(() => undefined)
      .finally(() => {
        // Still here once the answer is in: the part has no data yet, so the retry failed as well.
        if (!mounted.current) return;
        setBusy(false);
        setFailedRetries((count) => count + 1);
      });
  };

  return (
    <div className={styles.failure}>
      <p role="alert" key={failedRetries}>
        {failedRetries > 0 && stillFailing ? stillFailing : message}
      </p>
      <button type="button" className="button button--ghost" aria-disabled={busy} onClick={again}>
        {busy ? 'Prøver igen …' : 'Prøv igen'}
      </button>
    </div>
  );
}

/**
 * A screen part's data as its query has it: drawn once there, "Henter …" while it is on its way, and
 * LoadFailure ("{what} kunne ikke hentes lige nu.") when it could not be fetched.
 */
export function QueryPart<Data>({
  query,
  what,
  loading = `Henter ${what.charAt(0).toLowerCase()}${what.slice(1)} …`,
  focusId,
  children,
}: {
  query: { data: Data | undefined; isLoading: boolean; refetch: () => Promise<unknown> };
  what: string;
  /** Said while the data is on its way; "Henter {what} …" unless given. */
  loading?: string;
  /** The part's heading, where focus continues once the data has come after a retry. */
  focusId: string;
  children: (data: NonNullable<Data>) => ReactNode;
}) {
  if (query.data) return children(query.data);
  if (query.isLoading) return <p>{loading}</p>;
  return <LoadFailure {...couldNotFetch(what)} focusAfter={focusId} retry={query.refetch} />;
}
