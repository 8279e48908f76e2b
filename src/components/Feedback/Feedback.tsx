import { useEffect, useRef } from 'react';
import type { FeedbackMessage } from '@/lib/client/action-feedback';
import styles from './Feedback.module.css';

/**
 * Where an action's outcome is told: a live region that is always in the page (an added region is often not
 * read out), polite for success and assertive for failure. A message marked `focus` takes focus, so the person
 * hears it and continues from there.
 */
export function Feedback({ message, className }: { message: FeedbackMessage | null; className?: string }) {
  const box = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message?.focus) box.current?.focus();
  }, [message]);
  return (
    <div className={className}>
      <div role="status" aria-live="polite" aria-atomic="true">
        {message?.kind === 'success' ? (
          <p key={message.key} ref={box} tabIndex={-1} className={`${styles.message} ${styles.success}`}>
            {message.text}
          </p>
        ) : null}
      </div>
      <div role="alert" aria-live="assertive" aria-atomic="true">
        {message?.kind === 'error' ? (
          <p key={message.key} ref={box} tabIndex={-1} className={`${styles.message} ${styles.error}`}>
            {message.text}
          </p>
        ) : null}
      </div>
    </div>
  );
}
