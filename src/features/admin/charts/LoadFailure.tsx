import { Feedback } from '@/components/Feedback/Feedback';
import { useActionFeedback } from '@/lib/client/action-feedback';
import { useState, type ReactNode } from 'react';
import styles from './Charts.module.css';

/**
 * What a screen part shows when its data could not be fetched (the default policy's null, or an error): a
 * Danish message and a button that asks again, whose outcome is told in the feedback region.
 */
export function LoadFailure({
  what,
  retry,
  focusId,
}: {
  /** 'Programdata', 'Download-oversigten' …: the subject of "… kunne ikke hentes lige nu." */
  what: string;
  /** Fetches again; resolves to the answer, null when it failed again. */
  retry: () => Promise<unknown>;
  /** The element to continue from once the data is there (the part's heading): this box then goes away. */
  focusId: string;
}) {
  const feedback = useActionFeedback();
  const [pending, setPending] = useState(false);
  const again = async () => {
    setPending(true);
    const answer = await feedback.run(retry, {
      success: `${what} er hentet.`,
      failure: `${what} kunne stadig ikke hentes. Prøv igen om lidt.`,
      focusOnError: true,
    });
    setPending(false);
    // The button goes with this box: focus the part's heading rather than losing it to <body>.
    if (answer !== null) document.getElementById(focusId)?.focus();
  };
  return (
    <div className={styles.failure}>
      <p role="alert">{what} kunne ikke hentes lige nu.</p>
      <button type="button" className="button button--ghost" disabled={pending} onClick={() => void again()}>
        {pending ? 'Henter …' : 'Prøv igen'}
      </button>
      <Feedback message={feedback.message} />
    </div>
  );
}

/**
 * A screen part's data as its query has it: drawn once there, "Henter …" while it is on its way, and
 * LoadFailure when it could not be fetched.
 */
export function QueryPart<Data>({
  query,
  what,
  loading = `Henter ${what.charAt(0).toLowerCase()}${what.slice(1)} …`,
  focusId,
  children,
}: {
  query: { data: Data | undefined; isLoading: boolean; refetch: () => Promise<{ data: Data | undefined }> };
  what: string;
  /** Said while the data is on its way; "Henter {what} …" unless given. */
  loading?: string;
  focusId: string;
  children: (data: NonNullable<Data>) => ReactNode;
}) {
  if (query.data) return children(query.data);
  if (query.isLoading) return <p>{loading}</p>;
  return (
    <LoadFailure what={what} focusId={focusId} retry={() => query.refetch().then((result) => result.data)} />
  );
}
